import { z } from 'zod';
import { aftercareField, healedPhotoSchema } from './aftercare';
import { consentStatuses } from './aftercare-rules';
import {
  bookingActors,
  bookingStatuses,
  DEPOSIT_INSTRUCTIONS_MAX,
  depositStatuses,
  inquiryKinds,
  isIanaTimeZone,
  MAX_OFFER_SLOTS,
  MAX_PRICE,
  offerStatuses,
  paymentProviders,
  sessionStatuses,
} from './booking-rules';
import { nullableText, requiredText, text, timestampSchema, uuidSchema } from './fields';

// Issue 23: the schemas of booking settings, offers, bookings, deposits and calendars (the bookings service); the
// rules and words both sides use are in `booking-rules.ts`.

export const timeZoneSchema = z
  .string({ error: 'Please choose a time zone' })
  .trim()
  .max(64, 'Time zone must be at most 64 characters')
  .refine(isIanaTimeZone, 'Time zone must be an IANA time zone such as America/New_York');

/** An instant as ISO-8601 with an offset (`2026-12-10T17:00:00Z`); anything else, '' included, gets `message`. */
const instantField = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine((value) => timestampSchema.safeParse(value).success, message);

// ─── Settings ───────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/bookings/settings: the signed-in artist's or studio's (defaults until saved). */
export const bookingSettingsSchema = z.object({
  timeZone: z.string(),
  /** How a client pays a manual deposit (shown to the client of an awaiting-deposit booking). */
  depositInstructions: z.string(),
  cancellationNoticeHours: z.number().int(),
  /** Issue 24: what the client is sent after each session (the default text until the owner writes their own). */
  aftercare: z.string(),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/**
 * Whose settings or calendar feed: an account that is both an artist and a studio (`artist-studio`) says which with
 * `?as=`; otherwise the one it has is used.
 */
export const ownerQuerySchema = z.object({
  as: z.enum(['artist', 'studio'], { error: 'as must be artist or studio' }).optional(),
});

/** PUT /api/bookings/settings: partial; fields left out keep their values. */
export const bookingSettingsUpdateSchema = z.strictObject({
  timeZone: timeZoneSchema.optional(),
  depositInstructions: text({
    max: DEPOSIT_INSTRUCTIONS_MAX,
    label: 'Deposit instructions',
    multiline: true,
  }).optional(),
  cancellationNoticeHours: z
    .number({ error: 'Cancellation notice must be a whole number of hours' })
    .int('Cancellation notice must be a whole number of hours')
    .min(0, 'Cancellation notice must be 0 hours or more')
    .max(720, 'Cancellation notice must be at most 720 hours (30 days)')
    .optional(),
  /** Empty goes back to the default text. */
  aftercare: aftercareField.optional(),
});
export type BookingSettingsUpdate = z.infer<typeof bookingSettingsUpdateSchema>;

// ─── Offers ─────────────────────────────────────────────────────────────────────────────────────────────────────

const money = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of dollars` })
    .int(`${label} must be a whole number of dollars`)
    .min(0, `${label} must be $0 or more`)
    .max(MAX_PRICE, `${label} must be at most $${MAX_PRICE.toLocaleString('en-US')}`);

/** What a deposit, a cancellation and touch-ups mean for one offer: a snapshot taken when it was sent. */
export const bookingPolicySchema = z.object({
  deposit: z.string().nullable(),
  cancellation: z.string().nullable(),
  touchup: z.string().nullable(),
  cancellationNoticeHours: z.number().int(),
});
export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

/** POST /api/offers (the inquiry's recipient). `slots` must also be in the future (checked by the service). */
export const offerBodySchema = z
  .strictObject({
    inquiryId: uuidSchema.or(z.string().max(100)),
    inquiryKind: z.enum(inquiryKinds, { error: 'Inquiry kind must be artist or studio' }),
    priceLow: money('Lowest price'),
    priceHigh: money('Highest price'),
    sessions: z
      .number({ error: 'Sessions must be a whole number from 1 to 10' })
      .int('Sessions must be a whole number from 1 to 10')
      .min(1, 'Sessions must be a whole number from 1 to 10')
      .max(10, 'Sessions must be a whole number from 1 to 10'),
    sessionHours: z
      .number({ error: 'Session length must be between 0.5 and 12 hours' })
      .min(0.5, 'Session length must be between 0.5 and 12 hours')
      .max(12, 'Session length must be between 0.5 and 12 hours')
      .refine((hours) => Number.isInteger(hours * 4), 'Session length must be in quarter hours'),
    /** Left out: the artist inquiry's quoted deposit (0 for a studio inquiry). */
    deposit: money('Deposit').optional(),
    depositDueHours: z
      .number({ error: 'Deposit due time must be 1 to 168 hours' })
      .int('Deposit due time must be a whole number of hours')
      .min(1, 'Deposit due time must be 1 to 168 hours')
      .max(168, 'Deposit due time must be 1 to 168 hours')
      .default(48),
    slots: z
      .array(instantField('Every time must be a date and time'), { error: 'Please offer at least one time' })
      .min(1, 'Please offer at least one time')
      .max(MAX_OFFER_SLOTS, `Please offer at most ${MAX_OFFER_SLOTS} times`)
      .refine(
        (slots) => new Set(slots.map((slot) => Date.parse(slot))).size === slots.length,
        'Each time may be offered once',
      ),
    location: requiredText(1, 'Please say where the appointment is', { max: 200, label: 'Location' }),
    note: nullableText({ max: 1000, label: 'Note', multiline: true }),
    /** A studio's offer may name one of its verified artists; an artist's offer leaves it out. */
    artistId: uuidSchema.optional(),
  })
  .refine((body) => body.priceHigh >= body.priceLow, {
    message: 'Highest price must be at least the lowest price',
    path: ['priceHigh'],
  })
  .refine((body) => body.deposit === undefined || body.deposit <= body.priceLow, {
    message: 'Deposit cannot be more than the lowest price',
    path: ['deposit'],
  });
export type OfferBodyInput = z.input<typeof offerBodySchema>;
export type OfferBody = z.output<typeof offerBodySchema>;

export const offerSchema = z.object({
  id: uuidSchema,
  inquiryId: uuidSchema,
  inquiryKind: z.enum(inquiryKinds),
  status: z.enum(offerStatuses),
  /** The artist who will tattoo: the inquiry's artist, or the artist a studio named (null: the studio's choice). */
  artistId: uuidSchema.nullable(),
  /** The studio for a studio inquiry, else null. */
  studioId: uuidSchema.nullable(),
  /** Who sent it, as the client reads it (the artist's or the studio's name). */
  recipientName: z.string(),
  priceLow: z.number().int(),
  priceHigh: z.number().int(),
  sessions: z.number().int(),
  sessionHours: z.number(),
  deposit: z.number().int(),
  depositDueHours: z.number().int(),
  /** ISO-8601 instants, earliest first. */
  slots: z.array(timestampSchema),
  location: z.string(),
  note: z.string().nullable(),
  /** The recipient's time zone when the offer was sent (times are shown in the viewer's zone, this one named). */
  timeZone: z.string(),
  policy: bookingPolicySchema,
  declineReason: z.string().nullable(),
  /** The booking its acceptance made. */
  bookingId: uuidSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const offerCreatedSchema = z.object({ offer: offerSchema });
export const offerListQuerySchema = z.object({ inquiryId: z.string().max(100) });
export const offerListSchema = z.object({ offers: z.array(offerSchema) });
export const acceptOfferBodySchema = z.strictObject({
  slot: instantField('Please pick a time'),
});
export const declineOfferBodySchema = z.strictObject({
  reason: nullableText({ max: 500, label: 'Reason', multiline: true }),
});

// ─── Bookings ───────────────────────────────────────────────────────────────────────────────────────────────────

export const bookingSessionSchema = z.object({
  n: z.number().int(),
  start: timestampSchema.nullable(),
  end: timestampSchema.nullable(),
  status: z.enum(sessionStatuses),
});
export type BookingSession = z.infer<typeof bookingSessionSchema>;

export const historyEntrySchema = z.object({
  at: timestampSchema,
  by: z.enum(bookingActors),
  what: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const bookingSchema = z.object({
  id: uuidSchema,
  inquiryId: uuidSchema,
  inquiryKind: z.enum(inquiryKinds),
  offerId: uuidSchema,
  status: z.enum(bookingStatuses),
  /** The artist who tattoos (the inquiry's artist or the studio's named one), null when a studio named none. */
  artistId: uuidSchema.nullable(),
  studioId: uuidSchema.nullable(),
  recipientName: z.string(),
  clientName: z.string(),
  /** The inquiry's idea, for the recipient's calendar and lists. */
  concept: z.string(),
  priceLow: z.number().int(),
  priceHigh: z.number().int(),
  deposit: z.object({
    amount: z.number().int(),
    status: z.enum(depositStatuses),
    /** When an awaiting deposit expires the booking; null once it is settled or for a deposit of 0. */
    dueAt: timestampSchema.nullable(),
    provider: z.enum(paymentProviders),
    /** How to pay it (the recipient's settings), for the manual provider; null otherwise. */
    instructions: z.string().nullable(),
    /** How the recipient said it arrived (`deposit/received` `{ method }`), once it has. */
    method: z.string().nullable(),
  }),
  sessions: z.array(bookingSessionSchema),
  policy: bookingPolicySchema,
  location: z.string(),
  timeZone: z.string(),
  history: z.array(historyEntrySchema),
  /** Issue 24: where the consent form stands (the form itself: GET /api/bookings/{id}/consent). */
  consent: z.object({
    status: z.enum(consentStatuses),
    /** 24 hours before session 1; null while it has no time. */
    dueAt: timestampSchema.nullable(),
    signedAt: timestampSchema.nullable(),
  }),
  /** Issue 24: the client's healed photos, oldest first (private: the booking's authorized route). */
  healedPhotos: z.array(healedPhotoSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingAnswerSchema = z.object({ booking: bookingSchema });
export const bookingListQuerySchema = z.object({
  status: z.enum(bookingStatuses, { error: 'Unknown booking status' }).optional(),
  /** Bounds on session starts (a booking with a session starting in [from, to)). */
  from: timestampSchema.optional(),
  to: timestampSchema.optional(),
  inquiryId: uuidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** The `nextCursor` of the page before. */
  after: z.string().max(200).optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
export const bookingListSchema = z.object({
  bookings: z.array(bookingSchema),
  nextCursor: z.string().nullable(),
});
export const depositReceivedBodySchema = z.strictObject({
  method: requiredText(1, 'Please say how the deposit was paid', { max: 60, label: 'Method' }),
});
/** Actions that take no fields: `{}`, or no body at all. */
export const emptyBodySchema = z.strictObject({}).nullish();
export const sessionParamsSchema = z.object({ id: z.string(), n: z.string() });
export const moveSessionBodySchema = z.strictObject({
  start: instantField('Please pick a time'),
});
export const cancelBookingBodySchema = z.strictObject({
  reason: requiredText(1, 'Please give a reason', { max: 500, label: 'Reason', multiline: true }),
});
export const checkoutAnswerSchema = z.object({ url: z.string() });

// ─── Calendars ──────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/calendar/feed and POST /api/calendar/feed/rotate: the secret subscribable URL (absolute). */
export const calendarFeedSchema = z.object({ url: z.string() });
export const calendarTokenParamsSchema = z.object({ token: z.string() });

// ─── A client's track record ────────────────────────────────────────────────────────────────────────────────────

/** Counts over a client's bookings with any artist or studio, shown to recipients only (never who or when). */
export const clientRecordSchema = z.object({
  completed: z.number().int(),
  lateCancellations: z.number().int(),
  noShows: z.number().int(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;

// ─── Events ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Who an offer or a booking concerns, for the gateway (who may see its events) and notifications (who is told). */
const parties = {
  /** The recipient artist of an artist inquiry (null for a studio inquiry). */
  recipientArtistId: uuidSchema.nullable(),
  /** The recipient studio of a studio inquiry (null for an artist inquiry). */
  recipientStudioId: uuidSchema.nullable(),
  clientUserId: uuidSchema.nullable(),
  clientEmail: z.string(),
};

/** `bookings.offer.created` and `bookings.offer.updated` (accepted, declined, withdrawn). */
export const offerEventSchema = offerSchema.extend({ ...parties, clientName: z.string() });

/** What changed in a booking, for its event and the emails it causes. */
export const bookingChanges = [
  'created',
  'confirmed',
  'deposit_sent',
  'deposit_received',
  'deposit_refunded',
  'session_scheduled',
  'session_moved',
  'session_completed',
  'completed',
  'no_show',
  'cancelled',
  'expired',
  // Issue 24.
  'consent_signed',
  'healed_photos_added',
] as const;
export type BookingChange = (typeof bookingChanges)[number];

/** `bookings.booking.created` and `bookings.booking.updated`. */
export const bookingEventSchema = bookingSchema.extend({
  ...parties,
  change: z.enum(bookingChanges),
  by: z.enum(bookingActors),
  /** The booking's calendar (.ics) when the change confirms it, for the confirmation email; else null. */
  ics: z.string().nullable(),
  /**
   * Issue 24: when the change completes a session (`session_completed`, or `completed` by the last one), the
   * aftercare the client is sent: the recipient's own text, or the default; else null.
   */
  aftercare: z.string().nullable(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** `bookings.client-record.updated`: a client's counts changed (inquiries shows them to recipients). */
export const clientRecordEventSchema = clientRecordSchema.extend({
  clientEmail: z.string(),
  clientUserId: uuidSchema.nullable(),
});
