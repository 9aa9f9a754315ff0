import type { BookingStatus, InquiryStage, OfferStatus } from '@inkbook/contracts/booking-rules';

// What bookings' events tell of an inquiry, and the stage that says (issue 23). Events of different offers and
// bookings may arrive in any order (a new offer withdraws the open one in the same transaction, a cancelled
// booking's refund comes after a new offer), so only the latest offer and the latest booking are kept, each replaced
// only by a later state of itself or by a newer one.

interface Fact {
  id: string;
  createdAt: string;
  updatedAt: string;
}
export interface OfferFact extends Fact {
  status: OfferStatus;
}
export interface BookingFact extends Fact {
  offerId: string;
  status: BookingStatus;
}
/** The `booking_facts` column. */
export interface BookingFacts {
  offer?: OfferFact;
  booking?: BookingFact;
}

const time = (iso: string) => Date.parse(iso);

/** A later state of the same offer or booking (or the same instant: the later event), or a newer one. */
const supersedes = (current: Fact | undefined, next: Fact) =>
  !current ||
  (current.id === next.id
    ? time(next.updatedAt) >= time(current.updatedAt)
    : time(next.createdAt) > time(current.createdAt));

/** The facts with `next` taken in, or null when it is older than what they hold (nothing to write). */
export function withFact(
  facts: BookingFacts | null,
  next: { offer: OfferFact } | { booking: BookingFact },
): BookingFacts | null {
  const [key, fact] =
    'offer' in next ? (['offer', next.offer] as const) : (['booking', next.booking] as const);
  return supersedes(facts?.[key], fact) ? { ...facts, ...next } : null;
}

const BY_BOOKING_STATUS: Record<BookingStatus, InquiryStage> = {
  awaiting_deposit: 'awaiting_deposit',
  confirmed: 'booked',
  completed: 'completed',
  cancelled: 'closed',
  expired: 'closed',
};

/**
 * The stage the facts say: the booking's, unless an offer came after it (a new offer on a closed booking); else the
 * offer's: open (or accepted, until its booking's event arrives) is Offer sent, declined or withdrawn In conversation.
 */
export function bookingStage({ offer, booking }: BookingFacts): InquiryStage | null {
  if (booking && (!offer || offer.id === booking.offerId || time(offer.createdAt) < time(booking.createdAt)))
    return BY_BOOKING_STATUS[booking.status];
  if (!offer) return null;
  return offer.status === 'open' || offer.status === 'accepted' ? 'offer_sent' : 'in_conversation';
}
