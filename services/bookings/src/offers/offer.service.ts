import type { BookingPolicy, Offer, OfferBody } from '@inkbook/contracts/booking';
import { OFFER_NOT_FOUND, OFFER_NOT_OPEN } from '@inkbook/contracts/booking-rules';
import { isUuid } from '@inkbook/contracts/fields';
import type { SessionUser } from '@inkbook/contracts/identity';
import { INQUIRY_NOT_FOUND } from '@inkbook/contracts/inquiry';
import { badRequest, conflict, enqueueEvent, notFound } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import type { BookingsDb, BookingsTrx } from '../db';
import { findInquiry } from '../inquiries/inquiry.repository';
import type { InquiryRow } from '../inquiries/inquiry.table';
import { findRecipientProfile } from '../profiles/profile.repository';
import { isVerifiedArtist } from '../profiles/verified-artist.repository';
import { settingsOf } from '../settings/settings.service';
import { assertActs, assertReads, type Parties } from '../shared/parties';
import { toOffer } from './offer.mapper';
import { findOffer, insertOffer, offersOf, updateOffer, withdrawOpenOffers } from './offer.repository';
import type { OfferRow } from './offer.table';

// Offers (issue 23 item 4): the inquiry's recipient sends one (withdrawing the open one), its parties read them,
// the client declines and the recipient withdraws an open one. Accepting is in offer-accept.service.ts. Every
// change and its event are written in one transaction.

export const SLOTS_PASSED = 'Every time must be in the future';
export const NOT_VERIFIED_ARTIST = 'Please pick one of your verified artists';
export const NOT_OWN_ARTIST = 'An artist’s offer cannot name another artist';

/** A recipient no longer listed still offers, under their kind's name (as their messages are signed). */
const UNLISTED_NAME = { artist: 'Artist', studio: 'Studio' } as const;

export const partiesOf = (inquiry: InquiryRow): Parties => ({
  kind: inquiry.kind,
  recipientId: inquiry.recipient_id,
  clientUserId: inquiry.client_user_id,
});

/** The inquiry `id` names, when it is an id that can exist. */
const inquiryById = (db: BookingsDb, id: string, options?: { forUpdate?: boolean }) =>
  isUuid(id) ? findInquiry(db, id, options) : Promise.resolve(undefined);

/** Publishes an offer as it now is, with its parties (who sees it live, who is told). */
export async function publishOffer(
  trx: BookingsTrx,
  subject: 'bookings.offer.created' | 'bookings.offer.updated',
  row: OfferRow,
  inquiry: InquiryRow,
): Promise<Offer> {
  const offer = toOffer(row);
  await enqueueEvent(trx, subject, {
    ...offer,
    recipientArtistId: inquiry.kind === 'artist' ? inquiry.recipient_id : null,
    recipientStudioId: inquiry.kind === 'studio' ? inquiry.recipient_id : null,
    clientUserId: inquiry.client_user_id,
    clientEmail: inquiry.client_email,
    clientName: inquiry.client_name,
  });
  return offer;
}

/**
 * Who tattoos, as an offer names it: an artist inquiry's own artist (naming any other is a 400); for a studio, one
 * of its verified artists (another is a 400), or nobody yet (null).
 */
async function performingArtist(trx: BookingsTrx, inquiry: InquiryRow, artistId: string | undefined) {
  if (inquiry.kind === 'artist') {
    if (artistId && artistId !== inquiry.recipient_id) {
      throw badRequest(NOT_OWN_ARTIST, { artistId: NOT_OWN_ARTIST });
    }
    return inquiry.recipient_id;
  }
  if (!artistId) return null;
  if (!(await isVerifiedArtist(trx, inquiry.recipient_id, artistId))) {
    throw badRequest(NOT_VERIFIED_ARTIST, { artistId: NOT_VERIFIED_ARTIST });
  }
  return artistId;
}

/**
 * Sends an offer as the inquiry's recipient (the client and admins 403; anyone else, a deleted inquiry or one of
 * the other kind 404). The inquiry is locked while its open offer is withdrawn and the new one written, so two
 * offers sent at once follow each other. The policy is a snapshot of the profile's texts and the settings now.
 */
export async function createOffer(
  context: BookingsContext,
  user: SessionUser,
  body: OfferBody,
): Promise<Offer> {
  return context.db.transaction().execute(async (trx) => {
    const found = await inquiryById(trx, body.inquiryId, { forUpdate: true });
    const inquiry = found && !found.deleted && found.kind === body.inquiryKind ? found : undefined;
    if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
    assertActs(user, partiesOf(inquiry), 'recipient', INQUIRY_NOT_FOUND);

    const now = Date.now();
    if (body.slots.some((slot) => Date.parse(slot) <= now)) {
      throw badRequest(SLOTS_PASSED, { slots: SLOTS_PASSED });
    }
    const artistId = await performingArtist(trx, inquiry, body.artistId);
    const settings = await settingsOf(trx, inquiry.kind, inquiry.recipient_id);
    const profile = await findRecipientProfile(trx, inquiry.kind, inquiry.recipient_id);
    const policy: BookingPolicy = {
      deposit: profile?.depositPolicy ?? null,
      cancellation: profile?.cancellationPolicy ?? null,
      touchup: profile?.touchupPolicy ?? null,
      cancellationNoticeHours: settings.cancellationNoticeHours,
    };
    // Left out, the deposit is the artist inquiry's quoted one (never above the lowest price); a studio's is 0.
    const quoted = inquiry.kind === 'artist' ? (inquiry.quote_deposit ?? 0) : 0;

    for (const withdrawn of await withdrawOpenOffers(trx, inquiry.id)) {
      await publishOffer(trx, 'bookings.offer.updated', withdrawn, inquiry);
    }
    const row = await insertOffer(trx, {
      inquiry_id: inquiry.id,
      inquiry_kind: inquiry.kind,
      status: 'open',
      artist_id: artistId,
      studio_id: inquiry.kind === 'studio' ? inquiry.recipient_id : null,
      recipient_name: profile?.name ?? UNLISTED_NAME[inquiry.kind],
      price_low: body.priceLow,
      price_high: body.priceHigh,
      sessions: body.sessions,
      session_hours: body.sessionHours,
      deposit: body.deposit ?? Math.min(quoted, body.priceLow),
      deposit_due_hours: body.depositDueHours,
      slots: body.slots
        .map((slot) => new Date(slot).toISOString())
        .sort((a, b) => Date.parse(a) - Date.parse(b)),
      location: body.location,
      note: body.note ?? null,
      time_zone: settings.timeZone,
      policy: JSON.stringify(policy),
    });
    return publishOffer(trx, 'bookings.offer.created', row, inquiry);
  });
}

/** An inquiry's offers, newest first, for its parties and admins (404 for anyone else). */
export async function listOffers(db: BookingsDb, user: SessionUser, inquiryId: string): Promise<Offer[]> {
  const inquiry = await inquiryById(db, inquiryId);
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  assertReads(user, partiesOf(inquiry), INQUIRY_NOT_FOUND);
  return (await offersOf(db, inquiryId)).map(toOffer);
}

/**
 * An offer locked in `trx` with its inquiry, once `user` is the party that `acts` on it (the other party and
 * admins 403, anyone else 404), and only while it is open (409).
 */
export async function openOfferFor(
  trx: BookingsTrx,
  user: SessionUser,
  offerId: string,
  acts: 'recipient' | 'client',
): Promise<{ offer: OfferRow; inquiry: InquiryRow }> {
  const offer = isUuid(offerId) ? await findOffer(trx, offerId, { forUpdate: true }) : undefined;
  const inquiry = offer && (await findInquiry(trx, offer.inquiry_id));
  if (!offer || !inquiry) throw notFound(OFFER_NOT_FOUND);
  assertActs(user, partiesOf(inquiry), acts, OFFER_NOT_FOUND);
  if (offer.status !== 'open') throw conflict(OFFER_NOT_OPEN);
  return { offer, inquiry };
}

/** The client declines an open offer, maybe saying why. */
export const declineOffer = (
  context: BookingsContext,
  user: SessionUser,
  offerId: string,
  reason: string | null,
) =>
  context.db.transaction().execute(async (trx) => {
    const { inquiry } = await openOfferFor(trx, user, offerId, 'client');
    const row = await updateOffer(trx, offerId, { status: 'declined', decline_reason: reason });
    return publishOffer(trx, 'bookings.offer.updated', row, inquiry);
  });

/** The recipient withdraws an open offer. */
export const withdrawOffer = (context: BookingsContext, user: SessionUser, offerId: string) =>
  context.db.transaction().execute(async (trx) => {
    const { inquiry } = await openOfferFor(trx, user, offerId, 'recipient');
    const row = await updateOffer(trx, offerId, { status: 'withdrawn' });
    return publishOffer(trx, 'bookings.offer.updated', row, inquiry);
  });
