import type { Booking } from '@inkbook/contracts/booking';
import { SLOT_NOT_IN_OFFER, SLOT_PASSED, SLOT_TAKEN } from '@inkbook/contracts/booking-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { badRequest, conflict } from '@inkbook/service-kit';
import { publishBooking } from '../bookings/booking.events';
import { recordHistory, refreshFirstStart } from '../bookings/booking.repository';
import { insertBooking, insertSessions, isSessionOverlap } from '../bookings/booking-create.repository';
import type { BookingsContext } from '../context';
import type { BookingsTrx } from '../db';
import type { InquiryRow } from '../inquiries/inquiry.table';
import { settingsOf } from '../settings/settings.service';
import { updateOffer } from './offer.repository';
import { openOfferFor, publishOffer } from './offer.service';
import type { OfferRow } from './offer.table';

// The client accepts an offer (issue 23 items 4–7): the booking, its sessions and history, the offer accepted, the
// expiry of an awaited deposit and both events, in one transaction. No double booking is the database's to
// enforce: the session insert fails on `booking_sessions_no_overlap` when the time overlaps another live session of
// the same performer (a racing accept waits for the other's commit first), and the whole transaction rolls back.

const HOUR_MS = 3_600_000;

/** The slot the client picked, as one of the offer's times (compared as instants) that has not passed. */
function pickedSlot(offer: OfferRow, slot: string): Date {
  const start = new Date(slot);
  if (!offer.slots.some((offered) => offered.getTime() === start.getTime())) {
    throw badRequest(SLOT_NOT_IN_OFFER, { slot: SLOT_NOT_IN_OFFER });
  }
  if (start.getTime() <= Date.now()) throw badRequest(SLOT_PASSED, { slot: SLOT_PASSED });
  return start;
}

/** Writes the booking an accepted offer makes, session 1 at `start`; its id. */
async function bookOffer(
  context: BookingsContext,
  trx: BookingsTrx,
  offer: OfferRow,
  inquiry: InquiryRow,
  start: Date,
): Promise<string> {
  const { PAYMENT_PROVIDER, DEPOSIT_HOUR_SECONDS } = context.settings;
  // A deposit of 0 confirms at once; any other waits for the deposit until it is due.
  const awaiting = offer.deposit > 0;
  const dueAt = awaiting
    ? new Date(Date.now() + offer.deposit_due_hours * DEPOSIT_HOUR_SECONDS * 1000)
    : null;
  const settings = await settingsOf(trx, inquiry.kind, inquiry.recipient_id);
  const { id } = await insertBooking(trx, {
    inquiry_id: inquiry.id,
    inquiry_kind: inquiry.kind,
    offer_id: offer.id,
    status: awaiting ? 'awaiting_deposit' : 'confirmed',
    artist_id: offer.artist_id,
    studio_id: offer.studio_id,
    recipient_id: inquiry.recipient_id,
    recipient_name: offer.recipient_name,
    client_user_id: inquiry.client_user_id,
    client_email: inquiry.client_email,
    client_name: inquiry.client_name,
    concept: inquiry.concept,
    price_low: offer.price_low,
    price_high: offer.price_high,
    deposit_amount: offer.deposit,
    deposit_status: awaiting ? 'due' : 'none',
    deposit_due_at: dueAt,
    deposit_provider: PAYMENT_PROVIDER,
    // How to pay by hand, for a manual deposit that is due (Stripe has its checkout; nothing is due on 0).
    deposit_instructions:
      awaiting && PAYMENT_PROVIDER === 'manual' ? settings.depositInstructions || null : null,
    deposit_method: null,
    policy: JSON.stringify(offer.policy),
    location: offer.location,
    time_zone: offer.time_zone,
    outcome: null,
  });

  // Whose time the sessions take: the named artist, else the studio that named none.
  const performer = offer.artist_id ? `artist:${offer.artist_id}` : `studio:${offer.studio_id}`;
  const end = new Date(start.getTime() + offer.session_hours * HOUR_MS);
  await insertSessions(
    trx,
    Array.from({ length: offer.sessions }, (_, i) =>
      i === 0
        ? { booking_id: id, n: 1, start_at: start, end_at: end, status: 'scheduled' as const, performer }
        : {
            booking_id: id,
            n: i + 1,
            start_at: null,
            end_at: null,
            status: 'unscheduled' as const,
            performer,
          },
    ),
  );
  await refreshFirstStart(trx, id);
  await recordHistory(trx, id, 'client', 'Accepted the offer and picked a time');
  await recordHistory(
    trx,
    id,
    'system',
    awaiting
      ? `Waiting for the $${offer.deposit.toLocaleString('en-US')} deposit`
      : 'Confirmed: no deposit is due',
  );
  if (dueAt) await context.expiry.schedule(trx, id, dueAt);
  return id;
}

/**
 * The client picks one of an open offer's times (the recipient and admins 403, anyone else 404; not open 409):
 * 201 with the booking, or 409 SLOT_TAKEN when the time overlaps a booking that got there first.
 */
export async function acceptOffer(
  context: BookingsContext,
  user: SessionUser,
  offerId: string,
  slot: string,
): Promise<Booking> {
  try {
    return await context.db.transaction().execute(async (trx) => {
      const { offer, inquiry } = await openOfferFor(trx, user, offerId, 'client');
      const bookingId = await bookOffer(context, trx, offer, inquiry, pickedSlot(offer, slot));
      const accepted = await updateOffer(trx, offer.id, { status: 'accepted', booking_id: bookingId });
      await publishOffer(trx, 'bookings.offer.updated', accepted, inquiry);
      return publishBooking(trx, bookingId, 'created', 'client');
    });
  } catch (error) {
    if (isSessionOverlap(error)) throw conflict(SLOT_TAKEN);
    throw error;
  }
}
