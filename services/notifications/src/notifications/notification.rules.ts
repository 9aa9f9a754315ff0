import type { ClaimStatus } from '@inkbook/contracts/claim';
import type { EventPayload } from '@inkbook/contracts/events';
import type { NotificationDraft } from '../ports';
import {
  waitlistBooksOpened,
  waitlistInvited,
  waitlistJoined,
  waitlistJoinedOwner,
} from '../waitlist/waitlist.drafts';
import { appPaths, recipientInquiryPath } from './app-paths';
import {
  type BookingSide,
  bookingNews,
  isConfirmation,
  offerDeclined,
  offerReceived,
} from './booking.drafts';
import {
  applicationReceived,
  applicationToReview,
  type ClaimSide,
  claimAsked,
  claimOutcome,
  inquiryReceived,
  inquirySent,
  messageReceived,
  type ProfileKind,
  profileApproved,
  profileRejected,
  studioAnswered,
  type UrlOf,
} from './notification.drafts';

// Who hears about what (issue 22's table, issue 23's offers and bookings), as one table: for every subject, the recipients and what each is told.
// The reminder of an inquiry still New is the nudges module's. Rules are pure: the consumer looks the facts up
// (a profile's status before, names) and turns each audience into an address (notification.consumers.ts).

/**
 * Who a message is for, before it has an address: a profile's account, every admin, or a client: their account
 * (`userId`, when the event knows it) or else the one of that email, or the address alone.
 */
export type Audience =
  | { artistOf: string }
  | { studioOf: string }
  | { admins: true }
  | { client: string; userId?: string | null };

export interface Message {
  to: Audience;
  draft: NotificationDraft;
}

export interface Facts {
  url: UrlOf;
  /** The profile's status before this event as last seen (catalog updates), or null when never seen. */
  previousStatus: string | null;
  /** How to name the artist and the studio the event refers to by id. */
  names: { artist: string; studio: string };
}

export const notifiedSubjects = [
  'catalog.artist.submitted',
  'catalog.studio.submitted',
  'catalog.artist.updated',
  'catalog.studio.updated',
  'inquiries.inquiry.created',
  'inquiries.studio-inquiry.created',
  'inquiries.studio-inquiry.updated',
  'inquiries.message.created',
  'claims.claim.created',
  'claims.claim.updated',
  'bookings.offer.created',
  'bookings.offer.updated',
  'bookings.booking.created',
  'bookings.booking.updated',
  'inquiries.waitlist-entry.created',
  'inquiries.waitlist-entry.invited',
  'inquiries.waitlist-entry.books-opened',
] as const;
export type NotifiedSubject = (typeof notifiedSubjects)[number];

/** The client of an inquiry's conversation, offer or booking. */
const clientOf = (p: { clientEmail: string; clientUserId: string | null }): Audience => ({
  client: p.clientEmail,
  userId: p.clientUserId,
});
const ownerOf = (kind: ProfileKind, id: string): Audience =>
  kind === 'artist' ? { artistOf: id } : { studioOf: id };
const claimSideOf = (side: ClaimSide, claim: { artistId: string; studioId: string }): Audience =>
  side === 'artist' ? { artistOf: claim.artistId } : { studioOf: claim.studioId };

type Profile =
  | (EventPayload<'catalog.artist.submitted'> & { kind: 'artist' })
  | (EventPayload<'catalog.studio.submitted'> & { kind: 'studio' });
const nameOf = (p: Profile) => (p.kind === 'artist' ? p.artistName : p.studioName);

/** Applicant and every admin. */
const submitted = (p: Profile, { url }: Facts): Message[] => [
  { to: ownerOf(p.kind, p.id), draft: applicationReceived(p.kind, nameOf(p), url) },
  { to: { admins: true }, draft: applicationToReview(p.kind, nameOf(p), p.location, url) },
];

/** The applicant, when the status changes to approved or rejected (not an owner's edit that stays approved). */
function reviewed(p: Profile, { url, previousStatus }: Facts): Message[] {
  if (previousStatus === null || previousStatus === p.status) return [];
  const to = ownerOf(p.kind, p.id);
  if (p.status === 'approved') {
    const page =
      p.kind === 'artist' ? appPaths.artistProfile(p.instagramHandle) : appPaths.studioProfile(p.handle);
    return [{ to, draft: profileApproved(p.kind, nameOf(p), page, url) }];
  }
  if (p.status === 'rejected') {
    const edit = p.kind === 'artist' ? appPaths.artistEdit(p.id) : appPaths.studioEdit;
    return [{ to, draft: profileRejected(nameOf(p), edit, url, p.rejectionReason) }];
  }
  return [];
}

/** The side a pending claim waits on. */
const askedSide = (status: ClaimStatus): ClaimSide | undefined =>
  status === 'pending_artist_approval'
    ? 'artist'
    : status === 'pending_studio_approval'
      ? 'studio'
      : undefined;

function claimChanged(claim: EventPayload<'claims.claim.updated'>, { url, names }: Facts): Message[] {
  const asked = askedSide(claim.status);
  // The artist asks again after the studio denied: the studio must answer again.
  if (asked) return [{ to: claimSideOf(asked, claim), draft: claimAsked(asked, names, claim.message, url) }];
  return (['artist', 'studio'] as const).flatMap((side) => {
    const draft = claimOutcome(side, claim.status, names, url);
    return draft ? [{ to: claimSideOf(side, claim), draft }] : [];
  });
}

/**
 * The other side of the conversation: a client's message reaches the inquiry's recipient (the artist, or the
 * studio's owner); the artist's, the studio's or the system's reaches the client.
 */
function messageCreated(message: EventPayload<'inquiries.message.created'>, { url }: Facts): Message[] {
  const { inquiryId, inquiryKind } = message;
  if (message.author.role !== 'client') {
    const draft = messageReceived(message, appPaths.myInquiry(inquiryId), url);
    return [{ to: clientOf(message), draft }];
  }
  const recipientId = inquiryKind === 'artist' ? message.artistId : message.studioId;
  if (!recipientId) return [];
  const draft = messageReceived(message, recipientInquiryPath(inquiryKind, inquiryId), url);
  return [{ to: ownerOf(inquiryKind, recipientId), draft }];
}

type Parties = EventPayload<'bookings.offer.created' | 'bookings.booking.created'>;

/** An offer's or a booking's recipient: the artist, or the studio's owner (undefined if the event names none). */
function recipientOf({ inquiryKind, recipientArtistId, recipientStudioId }: Parties): Audience | undefined {
  const id = inquiryKind === 'artist' ? recipientArtistId : recipientStudioId;
  return id ? ownerOf(inquiryKind, id) : undefined;
}

/**
 * A booking's change, to the side that did not make it (`by`); to both when it confirms the booking (each gets
 * the .ics), when it expired, or when the system made it.
 */
function bookingChanged(booking: EventPayload<'bookings.booking.created'>, { url }: Facts): Message[] {
  const both = isConfirmation(booking) || booking.change === 'expired' || booking.by === 'system';
  const sides: BookingSide[] = both
    ? ['recipient', 'client']
    : [booking.by === 'client' ? 'recipient' : 'client'];
  return sides.flatMap((side) => {
    const to = side === 'client' ? clientOf(booking) : recipientOf(booking);
    const link =
      side === 'client'
        ? appPaths.myInquiry(booking.inquiryId)
        : recipientInquiryPath(booking.inquiryKind, booking.inquiryId);
    return to ? [{ to, draft: bookingNews(booking, side, link, url) }] : [];
  });
}

export const rules: { [S in NotifiedSubject]: (data: EventPayload<S>, facts: Facts) => Message[] } = {
  'catalog.artist.submitted': (artist, facts) => submitted({ ...artist, kind: 'artist' }, facts),
  'catalog.studio.submitted': (studio, facts) => submitted({ ...studio, kind: 'studio' }, facts),
  'catalog.artist.updated': (artist, facts) => reviewed({ ...artist, kind: 'artist' }, facts),
  'catalog.studio.updated': (studio, facts) => reviewed({ ...studio, kind: 'studio' }, facts),
  // The recipient, with what the client asked for; the client, a receipt.
  'inquiries.inquiry.created': (inquiry, { url, names }) => [
    {
      to: { artistOf: inquiry.artistId },
      draft: inquiryReceived(inquiry, appPaths.artistInquiry(inquiry.id), url),
    },
    { to: { client: inquiry.email }, draft: inquirySent(inquiry, names.artist, url) },
  ],
  'inquiries.studio-inquiry.created': (inquiry, { url, names }) => [
    {
      to: { studioOf: inquiry.studioId },
      draft: inquiryReceived(inquiry, appPaths.studioInquiry(inquiry.id), url),
    },
    { to: { client: inquiry.email }, draft: inquirySent(inquiry, names.studio, url) },
  ],
  // The client, when the studio approves or declines (with its answer).
  'inquiries.studio-inquiry.updated': (inquiry, { url, names }) =>
    inquiry.status !== inquiry.previousStatus &&
    (inquiry.status === 'approved' || inquiry.status === 'declined')
      ? [{ to: { client: inquiry.email }, draft: studioAnswered(inquiry, names.studio, url) }]
      : [],
  // Each message, to the other side: in the bell every time, by email at most once per conversation per interval.
  'inquiries.message.created': (message, facts) => messageCreated(message, facts),
  // The side that must answer hears who asks.
  'claims.claim.created': (claim, facts) => claimChanged(claim, facts),
  // Verified, denied or cancelled: both sides.
  'claims.claim.updated': (claim, facts) => claimChanged(claim, facts),
  // The client, with the price and the times to pick from, on their inquiry's page.
  'bookings.offer.created': (offer, { url }) => [
    { to: clientOf(offer), draft: offerReceived(offer, appPaths.myInquiry(offer.inquiryId), url) },
  ],
  // Declined: the recipient, with the reason. Withdrawn is the recipient's own doing; accepted is told by the
  // booking it makes (bookings.booking.created).
  'bookings.offer.updated': (offer, { url }) => {
    const to = offer.status === 'declined' ? recipientOf(offer) : undefined;
    const link = recipientInquiryPath(offer.inquiryKind, offer.inquiryId);
    return to ? [{ to, draft: offerDeclined(offer, link, url) }] : [];
  },
  'bookings.booking.created': (booking, facts) => bookingChanged(booking, facts),
  'bookings.booking.updated': (booking, facts) => bookingChanged(booking, facts),
  // The person waiting, by address (they may have no account), with the leave link; the owner, a bell item.
  'inquiries.waitlist-entry.created': (event, { url }) => [
    { to: { client: event.entry.email }, draft: waitlistJoined(event, url) },
    { to: ownerOf(event.recipient.kind, event.recipient.id), draft: waitlistJoinedOwner(event, url) },
  ],
  'inquiries.waitlist-entry.invited': (event, { url }) => [
    { to: { client: event.entry.email }, draft: waitlistInvited(event, url) },
  ],
  // One event per entry (inquiries sends them in the waitlist's order); the consumer keeps that order.
  'inquiries.waitlist-entry.books-opened': (event, { url }) => [
    { to: { client: event.entry.email }, draft: waitlistBooksOpened(event, url) },
  ],
};
