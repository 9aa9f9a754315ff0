import { z } from 'zod';
import { adminArtistSchema, artistSchema } from './artist';
import { accountDeletedEventSchema, accountEventSchema, accountLinkEventSchema } from './auth';
import { flashClaimedEventSchema, waitlistEntryEventSchema } from './availability';
import { bookingEventSchema, clientRecordEventSchema, offerEventSchema } from './booking';
import { claimSchema } from './claim';
import { messageCreatedSchema } from './conversation';
import { uuidSchema } from './fields';
import { artistInquirySchema, inquiryStatusSchema, studioInquirySchema } from './inquiry';
import { notificationCreatedSchema } from './notification';
import { serviceNames } from './services';
import { studioSchema } from './studio';

/**
 * `<service>.<entity>.<verb>`, with `.v<N>` after it for a later version of a subject whose payload had to change in
 * a way older consumers cannot read (packages/contracts/README.md: both are published for a release).
 */
export const EVENT_SUBJECT_PATTERN = /^[a-z-]+\.[a-z-]+\.[a-z-]+(?:\.v[1-9][0-9]*)?$/;

/** Every event on the bus is this envelope; `data` is a snapshot of the entity (DESIGN §4). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  subject: z.string().regex(EVENT_SUBJECT_PATTERN),
  occurredAt: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});
export type EventEnvelope<T extends Record<string, unknown> = Record<string, unknown>> = Omit<
  z.infer<typeof eventEnvelopeSchema>,
  'data'
> & { data: T };

/** A deleted profile is gone from the database, so its event carries what consumers still need to name it. */
export const artistDeletedSchema = z.object({
  id: uuidSchema,
  artistName: z.string(),
  instagramHandle: z.string(),
});
export const studioDeletedSchema = z.object({ id: uuidSchema, studioName: z.string(), handle: z.string() });

/**
 * An inquiry update also says what the status was before: consumers that keep counts (catalog's pending
 * inquiries) can then tell a status change from a repeat without keeping every inquiry themselves.
 */
/**
 * An inquiry's created and updated events also name the client's account (null for a client who sent without one):
 * bookings learns who may accept its offers from them, and the gateway need not ask.
 */
const sentBy = { clientUserId: uuidSchema.nullable() };
export const artistInquiryCreatedSchema = artistInquirySchema.extend(sentBy);
export const studioInquiryCreatedSchema = studioInquirySchema.extend(sentBy);
export const artistInquiryUpdatedSchema = artistInquiryCreatedSchema.extend({
  previousStatus: inquiryStatusSchema,
});
export const studioInquiryUpdatedSchema = studioInquiryCreatedSchema.extend({
  previousStatus: inquiryStatusSchema,
});

export const clientErasedEventSchema = z.object({
  userId: uuidSchema,
  email: z.string(),
  /** The names the client gave on their inquiries and waitlist entries. */
  names: z.array(z.string()),
  inquiryIds: z.array(uuidSchema),
});

/**
 * Every subject that is published (`<service>.<entity>.<verb>`) and the payload its events carry. Publishing is
 * typed by this map and checked against it in tests; consumers receive the payload parsed by it, and an event
 * whose payload does not parse is parked (DESIGN §4). A subject nothing publishes does not belong here.
 */
export const eventPayloads = {
  'auth.user.created': accountEventSchema,
  'auth.user.updated': accountEventSchema,
  'auth.user.deleted': accountDeletedEventSchema,
  'auth.account-link.issued': accountLinkEventSchema,
  'catalog.artist.submitted': artistSchema,
  // Admin edits send the admin view (with the inquiry count when it is known); owner edits the artist.
  'catalog.artist.updated': adminArtistSchema,
  'catalog.artist.deleted': artistDeletedSchema,
  'catalog.studio.submitted': studioSchema,
  'catalog.studio.updated': studioSchema,
  'catalog.studio.deleted': studioDeletedSchema,
  'inquiries.inquiry.created': artistInquiryCreatedSchema,
  'inquiries.inquiry.updated': artistInquiryUpdatedSchema,
  'inquiries.inquiry.deleted': artistInquirySchema,
  'inquiries.studio-inquiry.created': studioInquiryCreatedSchema,
  'inquiries.studio-inquiry.updated': studioInquiryUpdatedSchema,
  'inquiries.studio-inquiry.deleted': studioInquirySchema,
  'inquiries.message.created': messageCreatedSchema,
  // Issue 26: a person joined, was invited, or is told the books opened (one event per entry per opening). They carry
  // the entry's tokens for the email: never forwarded to a browser (event-visibility.ts).
  'inquiries.waitlist-entry.created': waitlistEntryEventSchema,
  'inquiries.waitlist-entry.invited': waitlistEntryEventSchema,
  'inquiries.waitlist-entry.books-opened': waitlistEntryEventSchema,
  'inquiries.flash.claimed': flashClaimedEventSchema,
  // Issue 27 item 5: inquiries erased a deleted account's client data; the names it held let the services that
  // wrote them into texts (notifications) erase those too. Never forwarded to a browser (event-visibility.ts).
  'inquiries.client.erased': clientErasedEventSchema,
  'claims.claim.created': claimSchema,
  // A claim's every change (verified, denied, cancelled) is an update; consumers read its status.
  'claims.claim.updated': claimSchema,
  'notifications.notification.created': notificationCreatedSchema,
  'bookings.offer.created': offerEventSchema,
  // Accepted, declined or withdrawn: consumers read its status.
  'bookings.offer.updated': offerEventSchema,
  'bookings.booking.created': bookingEventSchema,
  // Every change (deposit, sessions, cancel, expiry, completion): `change` names it, `by` says who made it.
  'bookings.booking.updated': bookingEventSchema,
  'bookings.client-record.updated': clientRecordEventSchema,
} as const satisfies Record<string, z.ZodType<Record<string, unknown>>>;

export type EventSubject = keyof typeof eventPayloads;
/** What a consumer receives for `S`. */
export type EventPayload<S extends EventSubject> = z.output<(typeof eventPayloads)[S]>;
/** What a publisher passes for `S` (the payload before schema defaults apply). */
export type EventPayloadInput<S extends EventSubject> = z.input<(typeof eventPayloads)[S]>;
/** An envelope whose subject is one of `S` and whose data is that subject's payload (a union over `S`). */
export type TypedEvent<S extends EventSubject = EventSubject> = S extends EventSubject
  ? Omit<EventEnvelope, 'subject' | 'data'> & { subject: S; data: EventPayload<S> }
  : never;

export const eventSubjects = Object.keys(eventPayloads) as EventSubject[];
export const isEventSubject = (subject: string): subject is EventSubject =>
  Object.hasOwn(eventPayloads, subject);

/** Catalog's subjects that add, change or drop an artist (or a studio) in another service's projection of approved ones. */
export const artistProfileSubjects = [
  'catalog.artist.submitted',
  'catalog.artist.updated',
  'catalog.artist.deleted',
] as const;
export const studioProfileSubjects = [
  'catalog.studio.submitted',
  'catalog.studio.updated',
  'catalog.studio.deleted',
] as const;
export type ArtistProfileEvent = TypedEvent<(typeof artistProfileSubjects)[number]>;
export type StudioProfileEvent = TypedEvent<(typeof studioProfileSubjects)[number]>;

/**
 * The profile an event leaves approved, or null when the projection must drop it (deleted, or no longer
 * approved): the one rule every projection of approved profiles follows (DESIGN §4).
 */
export function approvedProfileOf(event: ArtistProfileEvent): EventPayload<'catalog.artist.submitted'> | null;
export function approvedProfileOf(event: StudioProfileEvent): EventPayload<'catalog.studio.submitted'> | null;
export function approvedProfileOf(event: ArtistProfileEvent | StudioProfileEvent) {
  if (event.subject === 'catalog.artist.deleted' || event.subject === 'catalog.studio.deleted') return null;
  return event.data.status === 'approved' ? event.data : null;
}

/** Parses `data` as the payload of `subject`; an unknown subject is an error too. */
export function parseEventPayload(subject: string, data: unknown) {
  if (!isEventSubject(subject)) {
    return { success: false as const, error: `Unknown event subject ${subject}` };
  }
  const result = eventPayloads[subject].safeParse(data);
  return result.success
    ? { success: true as const, data: result.data as EventPayload<EventSubject> }
    : { success: false as const, error: z.prettifyError(result.error) };
}

/** The JetStream stream every service publishes into. */
export const STREAM_NAME = 'INKBOOK';
export const streamSubjects = serviceNames.map((s) => `${s}.>`);
