import type { Insertable } from 'kysely';
import type { BookingsDb, BookingsTrx } from '../db';
import type { PaymentsTable } from './payment.table';

// Deposit checkouts and the webhook events already applied (kysely only).

export async function insertPayment(db: BookingsDb, payment: Insertable<PaymentsTable>) {
  await db.insertInto('payments').values(payment).execute();
}

/**
 * Remembers a webhook event; false when it was already there (Stripe delivers at least once). A concurrent
 * delivery of the same event waits on the primary key until the first commits, then gets false.
 */
export async function rememberWebhookEvent(trx: BookingsTrx, eventId: string) {
  const inserted = await trx
    .insertInto('payment_webhook_events')
    .values({ id: eventId })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Settles an open checkout as paid or expired; undefined when it is not an open checkout of ours. */
export const settlePayment = (trx: BookingsTrx, checkoutId: string, status: 'paid' | 'expired') =>
  trx
    .updateTable('payments')
    .set({ status })
    .where('checkout_id', '=', checkoutId)
    .where('status', '=', 'open')
    .returning(['id', 'booking_id'])
    .executeTakeFirst();
