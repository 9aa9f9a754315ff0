import { z } from 'zod';
import {
  booksStatuses,
  DEFAULT_BOOKS,
  FLASH_PRICE_MAX,
  FLASH_SIZE_MAX_INCHES,
  FLASH_TITLE_MAX,
  nearRadii,
  PREFERRED_MONTHS_MAX,
  parseNear,
  REQUEST_CAP_MAX,
  REQUEST_CAP_MIN,
} from './availability-rules';
import { emailField, requiredText, text, timestampSchema, uuidSchema } from './fields';
import { isMediaUrl } from './media-url';
import { inquirySizeSchema } from './tattoo-option-schemas';
import { textLimits } from './text-limits';

// Issue 26: books, priced flash, the waitlist and 'Near me' as services answer and accept them. Pure rules and
// texts: availability-rules.ts.

export * from './availability-rules';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Today in UTC as YYYY-MM-DD: a reopening date before it is in the past. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

// ── Books ──

export const booksStatusSchema = z.enum(booksStatuses, { error: 'Books must be open, closed or waitlist' });

/** `books` on every profile and card. Events from before issue 26 carry none: open, uncapped. */
export const booksSchema = z
  .object({
    status: booksStatusSchema,
    reopensOn: z.string().nullable(),
    requestCap: z.number().int().nullable(),
    spotsLeft: z.number().int().nullable(),
    openedAt: timestampSchema.nullable(),
  })
  .default(DEFAULT_BOOKS);

/**
 * `books` in an owner's partial PUT of the profile: the status, with an optional reopening date (today or later)
 * and request cap (1–500). Fields left out are cleared (null): the owner sends the books whole.
 */
export const booksUpdateSchema = z.strictObject({
  status: booksStatusSchema,
  reopensOn: z
    .string()
    .regex(ISO_DATE, 'Reopening date must be a date (YYYY-MM-DD)')
    .refine((date) => !Number.isNaN(Date.parse(date)), 'Reopening date must be a date (YYYY-MM-DD)')
    .refine((date) => date >= todayUtc(), 'Reopening date cannot be in the past')
    .nullable()
    .optional(),
  requestCap: z
    .number({ error: 'Request cap must be a whole number' })
    .int('Request cap must be a whole number')
    .min(REQUEST_CAP_MIN, `Request cap must be between ${REQUEST_CAP_MIN} and ${REQUEST_CAP_MAX}`)
    .max(REQUEST_CAP_MAX, `Request cap must be between ${REQUEST_CAP_MIN} and ${REQUEST_CAP_MAX}`)
    .nullable()
    .optional(),
});
export type BooksUpdate = z.output<typeof booksUpdateSchema>;

// ── Priced flash ──

/** One flash piece as the profile shows it (`flash` on the artist; `flashImages` stays the list of URLs). */
export const flashPieceSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  /** Whole US dollars; null: not priced (a reference only, as before issue 26). */
  price: z.number().int().nullable(),
  sizeInches: z.number().nullable(),
  /** false: a one-off piece, tattooed once. */
  repeatable: z.boolean(),
  /** A one-off piece with a confirmed booking: shown 'Claimed', and `flashBooking` on it is a 409. */
  claimed: z.boolean(),
});
export type FlashPiece = z.infer<typeof flashPieceSchema>;

/** `flash` in the owner's partial PUT: details for pieces of `flashImages` (a URL not among them is a 400). */
export const flashPieceUpdateSchema = z.strictObject({
  url: z.string().refine(isMediaUrl, 'Flash must be one of your flash images'),
  title: text({ max: FLASH_TITLE_MAX, label: 'Flash title' }).nullable().optional(),
  price: z
    .number({ error: 'Flash price must be a whole number of dollars' })
    .int('Flash price must be a whole number of dollars')
    .min(0, `Flash price must be between $0 and $${FLASH_PRICE_MAX.toLocaleString('en-US')}`)
    .max(FLASH_PRICE_MAX, `Flash price must be between $0 and $${FLASH_PRICE_MAX.toLocaleString('en-US')}`)
    .nullable()
    .optional(),
  sizeInches: z
    .number({ error: 'Flash size must be a number of inches' })
    .positive('Flash size must be more than 0 inches')
    .max(FLASH_SIZE_MAX_INCHES, `Flash size must be at most ${FLASH_SIZE_MAX_INCHES} inches`)
    .nullable()
    .optional(),
  repeatable: z.boolean().default(true),
});
export const flashUpdateSchema = z.array(flashPieceUpdateSchema).max(15, 'Maximum 15 flash pieces');
export type FlashPieceUpdate = z.output<typeof flashPieceUpdateSchema>;

// ── Near me (list query parameters shared by GET /api/artists and /api/studios) ──

/** `near=lat,lng`, `radius` (needs `near`), `books=open`: the list filters of issue 26. */
export const nearQueryShape = {
  near: z
    .string()
    .refine((value) => parseNear(value) !== null, 'near must be latitude,longitude (two numbers in range)')
    .optional(),
  radius: z.coerce
    .number({ error: `radius must be one of ${nearRadii.join(', ')}` })
    .refine(
      (value) => (nearRadii as readonly number[]).includes(value),
      `radius must be one of ${nearRadii.join(', ')}`,
    )
    .optional(),
  books: z.enum(['open'], { error: 'books must be open' }).optional(),
};
export const RADIUS_WITHOUT_NEAR = 'radius needs near (latitude,longitude)';
/** Distance sort and the radius need a place: refine a list query with this. */
export const nearNeeded = {
  message: RADIUS_WITHOUT_NEAR,
  path: ['radius'],
};

// ── Waitlist (the inquiries service) ──

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * POST /api/waitlist. One of artistId or studioId. A visitor gives name and email; a signed-in client sends only the
 * idea (and may add size and months): the service takes name and email from the account.
 */
export const waitlistJoinBodySchema = z
  .strictObject({
    artistId: uuidSchema.optional(),
    studioId: uuidSchema.optional(),
    name: requiredText(2, 'Please enter your full name', {
      max: textLimits.name,
      label: 'Full name',
    }).optional(),
    email: emailField('Please enter a valid email address').optional(),
    idea: requiredText(10, 'Tell the artist your idea (at least 10 characters)', {
      max: 1000,
      label: 'Idea',
      multiline: true,
    }),
    size: inquirySizeSchema.optional(),
    preferredMonths: z
      .array(z.string().regex(MONTH, 'Months are YYYY-MM'))
      .max(PREFERRED_MONTHS_MAX, `At most ${PREFERRED_MONTHS_MAX} months`)
      .default([]),
  })
  .refine((body) => (body.artistId ? 1 : 0) + (body.studioId ? 1 : 0) === 1, {
    message: 'Choose an artist or a studio',
    path: ['artistId'],
  });
export type WaitlistJoinBody = z.output<typeof waitlistJoinBodySchema>;
export type WaitlistJoinBodyInput = z.input<typeof waitlistJoinBodySchema>;

/** A waitlist entry as its owner reads it (first come, first served: `position` 1 is the first still waiting). */
export const waitlistEntrySchema = z.object({
  id: uuidSchema,
  artistId: uuidSchema.nullable(),
  studioId: uuidSchema.nullable(),
  name: z.string(),
  email: z.string(),
  idea: z.string(),
  size: z.string().nullable(),
  preferredMonths: z.array(z.string()),
  position: z.number().int(),
  createdAt: timestampSchema,
  /** The latest invite (null: not invited); it lets one inquiry through until `inviteExpiresAt`. */
  invitedAt: timestampSchema.nullable(),
  inviteExpiresAt: timestampSchema.nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** 201 to a join (the same email twice for one profile answers the one entry). */
export const waitlistJoinAnswerSchema = z.object({ id: uuidSchema, position: z.number().int() });
export const waitlistListSchema = z.object({ entries: z.array(waitlistEntrySchema) });
export const waitlistRemovedSchema = z.object({ id: uuidSchema });

/** GET /api/waitlist/invites/{token}: what the invite link opens (a clear page when expired or used). */
export const waitlistInviteSchema = z.object({
  status: z.enum(['valid', 'expired', 'used']),
  recipientKind: z.enum(['artist', 'studio']),
  recipientId: uuidSchema,
  /** The profile's handle: /artist/{handle} or /studio/{handle}. */
  handle: z.string(),
  recipientName: z.string(),
  expiresAt: timestampSchema,
});
export type WaitlistInvite = z.infer<typeof waitlistInviteSchema>;
export const waitlistTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** POST /api/waitlist/leave: the link in every waitlist email, without a session. */
export const waitlistLeaveBodySchema = z.strictObject({ token: z.string().min(1).max(200) });
export const waitlistLeftSchema = z.object({ recipientName: z.string() });

// ── Events ──

/** Who a waitlist entry waits for, as emails name it. */
const waitlistRecipient = z.object({
  kind: z.enum(['artist', 'studio']),
  id: uuidSchema,
  name: z.string(),
  handle: z.string(),
});

/**
 * `inquiries.waitlist-entry.*`: they carry the entry's single-use tokens (the leave link, an invite) for the email,
 * so no browser ever receives them (event-visibility.ts), as with auth's account links.
 */
export const waitlistEntryEventSchema = z.object({
  entry: waitlistEntrySchema,
  recipient: waitlistRecipient,
  leaveToken: z.string(),
  /** `invited` only. */
  inviteToken: z.string().nullable(),
});
export type WaitlistEntryEvent = z.infer<typeof waitlistEntryEventSchema>;

/** `inquiries.flash.claimed`: a one-off flash piece got a confirmed booking; catalog shows it 'Claimed'. */
export const flashClaimedEventSchema = z.object({
  artistId: uuidSchema,
  url: z.string(),
  inquiryId: uuidSchema,
  bookingId: uuidSchema,
});
