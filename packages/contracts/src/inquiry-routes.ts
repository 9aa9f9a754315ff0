import { z } from 'zod';
import { inquiryStages } from './booking-rules';
import { messageBodySchema, messageListQuerySchema, messageListSchema, messageSchema } from './conversation';
import { errorBodySchema } from './errors';
import { pagedSchema, pageQueryShape, timestampSchema, uuidSchema } from './fields';
import {
  artistInquiryBodySchema,
  artistInquirySchema,
  attachmentUrlSchema,
  inquiryNotesResponseSchema,
  inquiryStatusBodySchema,
  inquiryStatusSchema,
  studioInquiryBodySchema,
  studioInquirySchema,
  studioInquiryStatusBodySchema,
} from './inquiry';
import { inquiryEndpoints, studioArtistInquiryEndpoints, studioInquiryEndpoints } from './inquiry-endpoints';
import { inquiryNotesBodySchema } from './inquiry-notes';
import { uploadImageBodySchema } from './media';
import { defineRoute } from './route';

/**
 * Largest inquiry body (bytes), for the service and the gateway alike. The dialog sends up to 5 reference and 3
 * placement photos as data URLs, resized in the browser (within 800 px, JPEG 0.7: usually well under 1 MB, a
 * detailed phone photo up to ~2 MB as base64), so 8 × 2 MB plus the text must pass; a 20 MB body is refused
 * (413) before any of it is parsed.
 */
export const INQUIRY_BODY_LIMIT = 18 * 1024 * 1024;

export const idempotencyKeySchema = z.string().trim().min(1).max(200);

/** POST /api/inquiries/attachments: one image per request; `ref` goes in referenceImages / placementPhotos. */
export const inquiryAttachmentBodySchema = uploadImageBodySchema;
export const inquiryAttachmentSchema = z.object({
  ref: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type InquiryAttachment = z.infer<typeof inquiryAttachmentSchema>;

/** Inbox reads: newest first, paged (`limit` is accepted as the page size too). */
export const inboxQuerySchema = z.object({
  page: pageQueryShape.page,
  pageSize: pageQueryShape.pageSize,
  limit: pageQueryShape.limit,
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;
/**
 * The artist's inbox read narrows on the server, over every inquiry the artist has: `q` matches the client's name,
 * email or the concept (case-insensitive, anywhere in the text), `status` keeps one of the five.
 */
export const artistInboxQuerySchema = inboxQuerySchema.extend({
  q: pageQueryShape.q,
  status: inquiryStatusSchema.optional(),
  /** Issue 23: keeps one stage on the way to a booking (New, In conversation, Offer sent, …). */
  stage: z.enum(inquiryStages, { error: 'Unknown stage' }).optional(),
});
export type ArtistInboxQuery = z.infer<typeof artistInboxQuerySchema>;
/** The studio's inbox read keeps one status when asked (its Inquiries badge reads the pending `total`). */
export const studioInboxQuerySchema = inboxQuerySchema.extend({
  status: inquiryStatusSchema.optional(),
  stage: z.enum(inquiryStages, { error: 'Unknown stage' }).optional(),
});
export type StudioInboxQuery = z.infer<typeof studioInboxQuerySchema>;
/** How many of an artist's inquiries are in each status, over all of them (spec §3 "Inquiry stats" and more). */
export const inquiryStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  reviewed: z.number().int(),
  responded: z.number().int(),
  approved: z.number().int(),
  declined: z.number().int(),
});
export type InquiryStats = z.infer<typeof inquiryStatsSchema>;
export const artistInboxSchema = pagedSchema(artistInquirySchema);
export const studioInboxSchema = pagedSchema(studioInquirySchema);

/**
 * One inquiry on /my-inquiries. `response` is the studio's answer; an artist's notes are private to the artist
 * (spec §6) and never appear here.
 */
export const myInquirySchema = z.object({
  id: uuidSchema,
  kind: z.enum(['artist', 'studio']),
  recipientId: uuidSchema,
  /** Null once the artist or studio is no longer listed. */
  recipientName: z.string().nullable(),
  /** The profile's handle, for /artist/{handle} or /studio/{handle}; null as above. */
  recipientHandle: z.string().nullable(),
  concept: z.string(),
  status: inquiryStatusSchema,
  response: z.string().nullable(),
  referenceImages: z.array(attachmentUrlSchema),
  placementPhotos: z.array(attachmentUrlSchema),
  createdAt: timestampSchema,
  /** Issue 24: the booking this inquiry asks a touch-up of (null or absent: a new tattoo). */
  touchupOf: uuidSchema.nullable().optional(),
});
export type MyInquiry = z.infer<typeof myInquirySchema>;
export const myInquiriesSchema = pagedSchema(myInquirySchema);

/** DELETE answers (catalog's deletes answer the same way). */
export const inquiryDeletedSchema = z.object({ message: z.string() });
export const INQUIRY_DELETED = 'Inquiry deleted';

export const inquiryIdParamsSchema = z.object({ id: z.string() });
export const attachmentParamsSchema = z.object({ id: z.string(), hash: z.string() });
export const artistInboxParamsSchema = z.object({ artistId: z.string() });
export const studioInboxParamsSchema = z.object({ studioId: z.string() });

/**
 * One inquiry to an artist the studio has verified (the studio dashboard's Artist Inquiries, issue 14). The client's
 * photos are private to the artist they were sent to (DESIGN §5) and the artist's notes (`response`) to the artist,
 * so neither is here.
 */
export const studioArtistInquirySchema = artistInquirySchema
  .omit({ referenceImages: true, placementPhotos: true, response: true })
  .extend({
    /** Null when the artist is no longer listed (not approved) but still verified by the studio. */
    artistName: z.string().nullable(),
  });
export type StudioArtistInquiry = z.infer<typeof studioArtistInquirySchema>;
export const studioArtistInboxSchema = pagedSchema(studioArtistInquirySchema);
export const studioArtistInquiryParamsSchema = z.object({ studioId: z.string(), id: z.string() });

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const sendErrors = { ...errors, 409: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema };
/** An inquiry's send also answers 422 for an Idempotency-Key reused with another body. */
const inquiryErrors = { ...sendErrors, 422: errorBodySchema };

/** Spec §7's inquiry calls plus the attachment routes (DESIGN §5 private media). */
export const inquiryRoutes = {
  send: defineRoute({
    ...inquiryEndpoints.send,
    summary:
      'Send an inquiry to an approved artist (anyone; Idempotency-Key honoured; signed in, the contact may be left out)',
    body: artistInquiryBodySchema,
    response: { 201: artistInquirySchema, ...inquiryErrors },
  }),
  uploadAttachment: defineRoute({
    ...inquiryEndpoints.uploadAttachment,
    summary: 'Upload one private reference or placement photo; answers the ref to put in the inquiry',
    body: inquiryAttachmentBodySchema,
    response: { 201: inquiryAttachmentSchema, ...sendErrors },
  }),
  mine: defineRoute({
    ...inquiryEndpoints.mine,
    summary: "The signed-in client's own inquiries, to artists and studios, newest first",
    querystring: inboxQuerySchema,
    response: { 200: myInquiriesSchema, ...errors },
  }),
  artistInbox: defineRoute({
    ...inquiryEndpoints.artistInbox,
    summary: "An artist's inquiries, newest first (the artist or an admin)",
    params: artistInboxParamsSchema,
    querystring: artistInboxQuerySchema,
    response: { 200: artistInboxSchema, ...errors },
  }),
  artistInboxStats: defineRoute({
    ...inquiryEndpoints.artistInboxStats,
    summary: "How many of an artist's inquiries are in each status (the artist or an admin)",
    params: artistInboxParamsSchema,
    response: { 200: inquiryStatsSchema, ...errors },
  }),
  setStatus: defineRoute({
    ...inquiryEndpoints.setStatus,
    summary: 'Set an inquiry status (the artist who received it or an admin)',
    params: inquiryIdParamsSchema,
    body: inquiryStatusBodySchema,
    response: { 200: artistInquirySchema, ...errors },
  }),
  saveNotes: defineRoute({
    ...inquiryEndpoints.saveNotes,
    summary: "Save the artist's private notes; answers the inquiry",
    params: inquiryIdParamsSchema,
    body: inquiryNotesBodySchema,
    response: { 200: inquiryNotesResponseSchema, ...errors },
  }),
  delete: defineRoute({
    ...inquiryEndpoints.delete,
    summary: 'Delete an inquiry (the artist who received it or an admin)',
    params: inquiryIdParamsSchema,
    response: { 200: inquiryDeletedSchema, ...errors },
  }),
  attachment: defineRoute({
    ...inquiryEndpoints.attachment,
    summary: 'A private attachment (the recipient, the client who sent it, admins)',
    params: attachmentParamsSchema,
    response: errors,
  }),
  messages: defineRoute({
    ...inquiryEndpoints.messages,
    summary: "The inquiry's conversation, oldest first (the artist, the client who sent it; admins read)",
    params: inquiryIdParamsSchema,
    querystring: messageListQuerySchema,
    response: { 200: messageListSchema, ...errors },
  }),
  postMessage: defineRoute({
    ...inquiryEndpoints.postMessage,
    summary: 'Write in the conversation (the artist or the client who sent it; photos kept as private media)',
    params: inquiryIdParamsSchema,
    body: messageBodySchema,
    response: { 201: messageSchema, ...errors, 413: errorBodySchema, 429: errorBodySchema },
  }),
} as const;

export const studioInquiryRoutes = {
  send: defineRoute({
    ...studioInquiryEndpoints.send,
    summary:
      'Send an inquiry to an approved studio (anyone; Idempotency-Key honoured; signed in, the contact may be left out)',
    body: studioInquiryBodySchema,
    response: { 201: studioInquirySchema, ...inquiryErrors },
  }),
  inbox: defineRoute({
    ...studioInquiryEndpoints.inbox,
    summary: "A studio's inquiries, newest first (the studio or an admin)",
    params: studioInboxParamsSchema,
    querystring: studioInboxQuerySchema,
    response: { 200: studioInboxSchema, ...errors },
  }),
  setStatus: defineRoute({
    ...studioInquiryEndpoints.setStatus,
    summary: 'Approve or decline a studio inquiry, optionally with a response',
    params: inquiryIdParamsSchema,
    body: studioInquiryStatusBodySchema,
    response: { 200: studioInquirySchema, ...errors },
  }),
  delete: defineRoute({
    ...studioInquiryEndpoints.delete,
    summary: 'Delete a studio inquiry (the studio or an admin)',
    params: inquiryIdParamsSchema,
    response: { 200: inquiryDeletedSchema, ...errors },
  }),
  attachment: defineRoute({
    ...studioInquiryEndpoints.attachment,
    summary: 'A private attachment (the recipient studio, the client who sent it, admins)',
    params: attachmentParamsSchema,
    response: errors,
  }),
  messages: defineRoute({
    ...studioInquiryEndpoints.messages,
    summary:
      "The inquiry's conversation, oldest first (the studio's owner, the client who sent it; admins read)",
    params: inquiryIdParamsSchema,
    querystring: messageListQuerySchema,
    response: { 200: messageListSchema, ...errors },
  }),
  postMessage: defineRoute({
    ...studioInquiryEndpoints.postMessage,
    summary:
      "Write in the conversation (the studio's owner or the client who sent it; photos kept as private media)",
    params: inquiryIdParamsSchema,
    body: messageBodySchema,
    response: { 201: messageSchema, ...errors, 413: errorBodySchema, 429: errorBodySchema },
  }),
} as const;

/** The studio's view of the inquiries sent to the artists it has verified (issue 14; spec §7's last two calls). */
export const studioArtistInquiryRoutes = {
  inbox: defineRoute({
    ...studioArtistInquiryEndpoints.inbox,
    summary:
      "The inquiries sent to the studio's currently verified artists, newest first (the studio or an admin)",
    params: studioInboxParamsSchema,
    querystring: inboxQuerySchema,
    response: { 200: studioArtistInboxSchema, ...errors },
  }),
  delete: defineRoute({
    ...studioArtistInquiryEndpoints.delete,
    summary:
      "Delete an inquiry sent to one of the studio's currently verified artists (the studio or an admin)",
    params: studioArtistInquiryParamsSchema,
    response: { 200: inquiryDeletedSchema, ...errors },
  }),
} as const;
