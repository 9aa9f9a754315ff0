import { z } from 'zod';
import { clientRecordSchema } from './booking';
import { inquiryStages } from './booking-rules';
import {
  emailField,
  integerField,
  nullableText,
  passwordSchema,
  requiredText,
  text,
  timestampSchema,
  uuidSchema,
} from './fields';
import { type InquiryStatus, inquiryStatuses } from './inquiry-status';
import { IMAGE_REF_MESSAGE, imageRefSchema, isDataImageUrl, mediaUrlSchema } from './media';
import {
  artistTierSchema,
  colorStyleSchema,
  complexitySchema,
  inquirySizeSchema,
  placementAreaSchema,
} from './tattoo-option-schemas';
import { textLimits } from './text-limits';

/** POST answers (spec §8 shows them as the dialog's error text). */
export const INQUIRY_ACCOUNT_EXISTS =
  'An account with this email already exists. Sign in to send your inquiry.';
export const INQUIRY_RATE_LIMITED = 'Too many inquiries. Please try again later.';
/** An Idempotency-Key names one request: sent again with another body it is refused (422), never replayed. */
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used with a different request.';
export const ARTIST_NOT_FOUND = 'Artist not found';
export const STUDIO_NOT_FOUND = 'Studio not found';
export const INQUIRY_NOT_FOUND = 'Inquiry not found';
/** selectedFlashDesigns may only name the recipient artist's own flash images. */
export const FLASH_NOT_OFFERED = 'Flash designs must be from this artist';

export const inquiryStatusSchema = z.enum(inquiryStatuses, { error: 'Unknown inquiry status' });
export type { InquiryStatus } from './inquiry-status';

/** Studio inquiry step 4: styles the client would like (spec §9, 16). */
export const preferredStyles = [
  'Traditional',
  'Neo-Traditional',
  'Realism',
  'Black & Grey',
  'Fine Line',
  'Minimalist',
  'Geometric',
  'Watercolor',
  'Blackwork',
  'Dotwork',
  'Tribal',
  'Japanese',
  'Biomechanical',
  'Portrait',
  'Abstract',
  'Script/Lettering',
] as const;
export type PreferredStyle = (typeof preferredStyles)[number];

/**
 * Whether the client travels for the tattoo. Stored as 'planning-trip' | 'local' (the artist and studio views'
 * words); the client form's 'yes' | 'no' are accepted and mapped (DESIGN §5).
 */
export const travelValues = ['planning-trip', 'local'] as const;
export type Traveling = (typeof travelValues)[number];
const TRAVEL_MESSAGE = 'Let us know whether you are traveling for this tattoo';
export const isTravelingSchema = z
  .enum(['planning-trip', 'local', 'yes', 'no'], { error: TRAVEL_MESSAGE })
  .transform((value): Traveling => (value === 'yes' ? 'planning-trip' : value === 'no' ? 'local' : value));

const BUDGET_MIN = 'Minimum budget must be at least $100';
/** Whole dollars, 100–10,000 like the form's inputs; numeric strings from inputs are accepted. */
const budget = integerField('Budget must be a whole number of dollars').pipe(
  z.number().min(100, BUDGET_MIN).max(10_000, 'Budget cannot be more than $10,000'),
);
/**
 * What POST /api/inquiries/attachments answers: `<sha256 hex>.<signature>`, naming a private upload this service
 * signed, so a body can only point at images uploaded here (never at someone else's picture by its hash).
 */
const ATTACHMENT_REF = /^[a-f0-9]{64}\.[A-Za-z0-9_-]{22,64}$/;
export const isAttachmentRef = (value: string) => ATTACHMENT_REF.test(value);
/**
 * A reference photo or placement photo in a body: a `data:image/...` URL, or the ref of an upload made first (one
 * image per request, so the dialog can show progress). Public /media/ URLs are refused: a client's photos are
 * private media (DESIGN §5); flash picked from the profile goes in selectedFlashDesigns.
 */
export const attachmentRefSchema = z
  .string({ error: IMAGE_REF_MESSAGE })
  .refine((value) => isDataImageUrl(value) || isAttachmentRef(value), IMAGE_REF_MESSAGE);
/** Spec §3 "Pricing state": at most 5 reference images and 3 placement photos. */
export const MAX_REFERENCE_IMAGES = 5;
export const MAX_PLACEMENT_PHOTOS = 3;
const attachments = (max: number) =>
  z.array(attachmentRefSchema).max(max, `Maximum ${max} images allowed`).default([]);
const images = (max: number) => z.array(imageRefSchema).max(max, `Maximum ${max} images allowed`).default([]);
const longText = nullableText({
  max: textLimits.freeText,
  label: 'This text',
  multiline: true,
  tooLong: 'Please keep this under 2000 characters',
});
/** Sent by the spec's client but derived again by the service (see below): bounded like any text, then unused. */
const derivedText = (label: string) => text({ max: 10_000, label, multiline: true }).optional();

/**
 * Who the recipient answers (step 6), as every stored inquiry has it. The body may leave these out; the service
 * fills a signed-in sender's from their account, then checks the result with this schema, so a missing field is a
 * 400 with its own message whoever sent it.
 */
export const inquiryContactSchema = z.object({
  fullName: requiredText(2, 'Please enter your full name', { max: textLimits.name, label: 'Full name' }),
  email: emailField('Please enter a valid email address'),
  phone: requiredText(10, 'Please enter a valid phone number', {
    max: textLimits.phone,
    label: 'Phone number',
  }),
});
export type InquiryContact = z.output<typeof inquiryContactSchema>;

/** What both inquiry forms collect (spec §5 "Inquiry to artist (schema)"); lists default to empty. */
const inquiryFields = {
  concept: requiredText(20, 'Please describe your idea (at least 20 characters)', {
    max: textLimits.freeText,
    label: 'Concept',
    multiline: true,
  }),
  referenceImages: attachments(MAX_REFERENCE_IMAGES),
  /** Flash designs picked from the artist's profile ('Added as Reference'): our media URLs. */
  selectedFlashDesigns: images(15),
  placementAreas: z
    .array(placementAreaSchema, { error: 'Select at least one placement area' })
    .min(1, 'Select at least one placement area'),
  placementPhotos: attachments(MAX_PLACEMENT_PHOTOS),
  size: inquirySizeSchema,
  complexity: complexitySchema.optional(),
  style: colorStyleSchema.default('blackgrey'),
  budgetMin: budget,
  budgetMax: budget,
  /** One free-text entry in the spec's form; a list so more can come later. */
  availableDates: z
    .array(text({ max: 500, label: 'Available dates', multiline: true }))
    .max(10)
    .default([]),
  isTraveling: isTravelingSchema,
  schedulingNotes: longText,
  /**
   * Each checked as written; any may be left out, and `inquiryContactSchema` then decides: an anonymous sender must
   * give them all, a signed-in one's come from the account and their latest earlier inquiry (issue 12 item 9).
   */
  ...inquiryContactSchema.partial().shape,
  additionalNotes: longText,
  /** Given when the client wants an account to follow the inquiry (DESIGN §3 role `client`). */
  password: passwordSchema.optional(),
  /**
   * Issue 24: the completed booking (with this recipient, of this client) that this inquiry asks a touch-up of;
   * anything else is a 400.
   */
  touchupOf: uuidSchema.optional(),
  /**
   * Issue 26: the waitlist invite's token (from the invite link): lets this one inquiry through while the books are
   * closed; the stored inquiry says `fromWaitlist: true`. Expired, used or another profile's: 409.
   */
  waitlistInvite: z.string().min(1).max(200).optional(),
};

/** Said at the maximum budget by the service and by the dialogs' budget field alike. */
export const BUDGET_ORDER_MESSAGE = 'Maximum budget must be at least the minimum budget';

const budgetsInOrder = {
  message: BUDGET_ORDER_MESSAGE,
  path: ['budgetMax'],
  when: (payload: { value: unknown }) => {
    const body = (payload.value ?? {}) as Record<string, unknown>;
    return typeof body.budgetMin === 'number' && typeof body.budgetMax === 'number';
  },
};

/** POST /api/inquiries (the 8-step artist inquiry dialog; a signed-in client's step 6 is only a note). */
export const artistInquiryBodySchema = z
  .object({
    artistId: uuidSchema,
    ...inquiryFields,
    /**
     * Issue 26: 'Book this flash': one of the artist's priced flash pieces (its media URL). The stored quote is the
     * flash price (`flashQuote`), never the client's; a claimed one-off piece is a 409.
     */
    flashBooking: z.string().max(500).optional(),
  })
  .refine((body) => body.budgetMax >= body.budgetMin, budgetsInOrder);
export type ArtistInquiryBodyInput = z.input<typeof artistInquiryBodySchema>;
export type ArtistInquiryBody = z.output<typeof artistInquiryBodySchema>;

/**
 * POST /api/studio-inquiries. The client also sends description, budgetRange and timeline; the service derives
 * them again (inquiry-text.ts, budget.ts) so stored texts always follow the rule, and accepts them only so the
 * spec's payload parses.
 */
export const studioInquiryBodySchema = z
  .object({
    studioId: uuidSchema,
    ...inquiryFields,
    preferredStyles: z
      .array(z.enum(preferredStyles, { error: 'Unknown style' }), {
        error: 'Select at least one preferred style',
      })
      .min(1, 'Select at least one preferred style'),
    description: derivedText('Description'),
    budgetRange: derivedText('Budget range'),
    timeline: derivedText('Timeline'),
  })
  .refine((body) => body.budgetMax >= body.budgetMin, budgetsInOrder);
export type StudioInquiryBodyInput = z.input<typeof studioInquiryBodySchema>;
export type StudioInquiryBody = z.output<typeof studioInquiryBodySchema>;

/**
 * A private attachment as answers carry it: the inquiry's own authorized route
 * (`/api/inquiries/{id}/attachments/{hash}`, `/api/studio-inquiries/{id}/attachments/{hash}`), which serves it
 * only to the recipient, the client who sent it and admins. Never a public /media/ URL.
 */
export const attachmentUrlSchema = z.string();

/** Fields both stored inquiries share, as services answer them. */
const storedInquiry = {
  id: uuidSchema,
  concept: z.string(),
  referenceImages: z.array(attachmentUrlSchema),
  selectedFlashDesigns: z.array(mediaUrlSchema),
  placementAreas: z.array(z.string()),
  placementPhotos: z.array(attachmentUrlSchema),
  size: z.string(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  availableDates: z.array(z.string()),
  isTraveling: z.enum(travelValues).nullable(),
  schedulingNotes: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  additionalNotes: z.string().nullable(),
  /** Artist inquiries: the artist's private notes. Studio inquiries: the studio's answer. */
  response: z.string().nullable(),
  status: inquiryStatusSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /**
   * Issue 23, in the recipient's reads only (inbox and detail): where the inquiry is on its way to a booking, how
   * many of the client's messages the recipient has not read, and the client's track record (counts only).
   */
  stage: z.enum(inquiryStages).optional(),
  unreadMessages: z.number().int().optional(),
  clientRecord: clientRecordSchema.optional(),
  /** Issue 24: the booking this inquiry asks a touch-up of (null or absent: a new tattoo). */
  touchupOf: uuidSchema.nullable().optional(),
  /** Issue 26: sent through a waitlist invite while the books were closed. */
  fromWaitlist: z.boolean().default(false),
};

/** An inquiry in the artist's inbox, with the quote computed when it arrived (spec §3 ai* fields). */
export const artistInquirySchema = z.object({
  ...storedInquiry,
  artistId: uuidSchema,
  aiEstimateRange: z.string().nullable(),
  aiEstimatedHours: z.number().nullable(),
  aiHourlyRate: z.number().int().nullable(),
  aiDeposit: z.number().int().nullable(),
  aiComplexity: complexitySchema.nullable(),
  aiArtistTier: artistTierSchema.nullable(),
  aiStyle: colorStyleSchema.nullable(),
  /** Issue 26: the flash piece booked (its media URL), whose price is the quote. */
  flashBooking: z.string().nullable().default(null),
});
export type ArtistInquiry = z.infer<typeof artistInquirySchema>;

export const studioInquirySchema = z.object({
  ...storedInquiry,
  studioId: uuidSchema,
  description: z.string(),
  complexity: complexitySchema.nullable(),
  style: colorStyleSchema,
  preferredStyles: z.array(z.string()),
  budgetRange: z.string(),
  timeline: z.string(),
  recommendedArtists: z.array(z.string()),
});
export type StudioInquiry = z.infer<typeof studioInquirySchema>;

/** PATCH /api/inquiries/{id}/status */
export const inquiryStatusBodySchema = z.object({ status: inquiryStatusSchema });
export const inquiryNotesResponseSchema = z.object({ inquiry: artistInquirySchema });
/** PATCH /api/studio-inquiries/{id}/status — a studio approves or declines, optionally with an answer. */
export const studioInquiryStatusBodySchema = z.object({
  status: z.enum(['approved', 'declined'], { error: 'Status must be approved or declined' }),
  response: longText,
});

/** The dashboard's inquiry counts (spec §3 "Inquiry stats"). */
export function inquiryStats(inquiries: readonly { status: string }[]) {
  const count = (status: InquiryStatus) => inquiries.filter((inquiry) => inquiry.status === status).length;
  return {
    total: inquiries.length,
    pending: count('pending'),
    approved: count('approved'),
    declined: count('declined'),
  };
}
