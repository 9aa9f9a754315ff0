import type { TypedEvent } from '@inkbook/contracts/events';
import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import { artistInquiryChanges } from '../artist-inquiries/artist-inquiry.service';
import type { InquiriesContext } from '../context';
import type { InquiriesTrx } from '../db';
import type { InquiryRowBase } from '../shared/inquiry-mapper';
import { answerInquiry, type InquiryChanges } from '../shared/inquiry-store';
import { studioInquiryChanges } from '../studio-inquiries/studio-inquiry.service';
import { type BookingFact, bookingStage, type OfferFact, withFact } from './booking-stage';
import { claimFlash } from './flash-claim';

// What bookings does with an inquiry (issue 23): an offer answers it (New or Reviewed → Responded, with the usual
// update event), and every offer and booking event moves its stage. One durable reads all four subjects, so they
// are applied in the order bookings published them; each runs in the consumer's transaction, which also records
// the event id (a redelivery changes nothing).

const SUBJECTS = [
  'bookings.offer.created',
  'bookings.offer.updated',
  'bookings.booking.created',
  'bookings.booking.updated',
] as const;
type BookingsEvent = TypedEvent<(typeof SUBJECTS)[number]>;

/** The offer or the booking an event carries, as the stage's facts keep it. */
function factOf(event: BookingsEvent): { offer: OfferFact } | { booking: BookingFact } {
  const { id, createdAt, updatedAt } = event.data;
  if (event.subject === 'bookings.offer.created' || event.subject === 'bookings.offer.updated')
    return { offer: { id, status: event.data.status, createdAt, updatedAt } };
  return { booking: { id, offerId: event.data.offerId, status: event.data.status, createdAt, updatedAt } };
}

async function applyTo<Row extends InquiryRowBase, Api>(
  trx: InquiriesTrx,
  changes: InquiryChanges<Row, Api>,
  event: BookingsEvent,
): Promise<void> {
  // Locked, as a status change locks it: the answer's previousStatus is the one it replaced.
  const inquiry = await changes.store.find(trx, event.data.inquiryId, { forUpdate: true });
  if (!inquiry) return; // deleted since: nothing left to move
  const facts = withFact(inquiry.booking_facts, factOf(event));
  if (facts) await changes.store.recordBookingFacts(trx, inquiry.id, facts);
  const answered = event.subject === 'bookings.offer.created' && (await answerInquiry(trx, changes, inquiry));
  // A new stage is a change of the inquiry too: its update event tells the recipient's open inbox to refetch (the
  // answer above already published one).
  if (facts && !answered && bookingStage(facts) !== inquiry.booking_stage) {
    const row = await changes.store.find(trx, inquiry.id);
    if (row)
      await changes.updated(trx, changes.store.toApi(row), row.status as InquiryStatus, row.client_user_id);
  }
}

export async function applyBookingsEvent(trx: InquiriesTrx, event: BookingsEvent) {
  if (event.data.inquiryKind === 'artist') await applyTo(trx, artistInquiryChanges, event);
  else await applyTo(trx, studioInquiryChanges, event);
  if (event.subject === 'bookings.booking.created' || event.subject === 'bookings.booking.updated')
    await claimFlash(trx, event);
}

export const registerStageConsumers = (context: InquiriesContext) =>
  context.consume({ durable: 'inquiries-booking-stages', subjects: SUBJECTS, handle: applyBookingsEvent });
