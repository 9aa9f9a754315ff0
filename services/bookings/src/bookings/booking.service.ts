import type { BookingsContext } from '../context';
import type { BookingsTrx } from '../db';

// The booking's rules (issue 23 items 5–6): each action checks who may take it and whether it may happen now,
// changes the rows, records history and publishes (publishBooking) in one transaction.

/** Expires a booking still awaiting its deposit once `deposit_due_at` has passed (the expiry job); else nothing. */
export async function expireBooking(context: BookingsContext, bookingId: string): Promise<void> {
  void context;
  void bookingId;
  throw new Error('not written yet');
}

/**
 * Marks a booking's deposit received in `trx` (the recipient's route, or a paid Stripe checkout with by 'system'):
 * confirms an awaiting booking, cancels its expiry, publishes. A deposit already received is a 409.
 */
export async function receiveDeposit(
  context: BookingsContext,
  trx: BookingsTrx,
  bookingId: string,
  received: { by: 'artist' | 'studio' | 'system'; method: string },
): Promise<void> {
  void context;
  void trx;
  void bookingId;
  void received;
  throw new Error('not written yet');
}
