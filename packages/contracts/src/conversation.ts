import { z } from 'zod';
import { requiredText, timestampSchema, uuidSchema } from './fields';
import { attachmentRefSchema, attachmentUrlSchema } from './inquiry';

/** A message carries at most this many photos (data URLs or uploaded attachments, kept as private media). */
export const MAX_MESSAGE_IMAGES = 4;
export const MESSAGE_MAX_LENGTH = 2000;
/** 429 past the per-person message limit. */
export const MESSAGE_RATE_LIMITED =
  'You have sent a lot of messages in a short time. Please wait a few minutes and try again.';
/** 403 to an admin who writes: admins read conversations, they never take part. */
export const ADMIN_READS_ONLY = 'Admins can read this conversation but not write in it';

/** POST /api/inquiries/{id}/messages and /api/studio-inquiries/{id}/messages */
export const messageBodySchema = z.strictObject({
  body: requiredText(1, 'Please write a message', {
    max: MESSAGE_MAX_LENGTH,
    label: 'Message',
    multiline: true,
    tooLong: `Please keep the message under ${MESSAGE_MAX_LENGTH} characters`,
  }),
  images: z
    .array(attachmentRefSchema)
    .max(MAX_MESSAGE_IMAGES, `Maximum ${MAX_MESSAGE_IMAGES} images allowed`)
    .default([]),
});
export type MessageBody = z.input<typeof messageBodySchema>;

export const messageAuthorRoles = ['client', 'artist', 'studio', 'system'] as const;
export type MessageAuthorRole = (typeof messageAuthorRoles)[number];
export const messageSchema = z.object({
  id: uuidSchema,
  author: z.object({ role: z.enum(messageAuthorRoles), name: z.string() }),
  body: z.string(),
  /** Private media: served only through the inquiry's authorized attachment route. */
  attachments: z.array(z.object({ url: attachmentUrlSchema })),
  createdAt: timestampSchema,
});
export type Message = z.infer<typeof messageSchema>;

/** GET …/messages?after=&limit= : oldest first; `after` is the `nextCursor` of the page before. */
export const messageListQuerySchema = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const messageListSchema = z.object({
  messages: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/**
 * `inquiries.message.created`: reaches the inquiry's recipient (its artist, or the studio's owner) and its client
 * over /api/events, and notifications (category `messages`, at most one email per conversation per 10 minutes).
 */
export const messageCreatedSchema = messageSchema.extend({
  inquiryId: uuidSchema,
  inquiryKind: z.enum(['artist', 'studio']),
  /** The inquiry's recipient: the artist (artist inquiries) or the studio. */
  artistId: uuidSchema.nullable(),
  studioId: uuidSchema.nullable(),
  /** The client's account, when they have one (a client who sent without an account reads by email). */
  clientUserId: uuidSchema.nullable(),
  clientEmail: z.string(),
  clientName: z.string(),
});
