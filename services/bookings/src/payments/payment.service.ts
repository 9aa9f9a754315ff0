import { isUuid } from '@inkbook/contracts/fields';
import type { SessionUser } from '@inkbook/contracts/identity';
import { conflict, forbidden, unavailable } from '@inkbook/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { assertReads, sidesOf } from '../bookings/booking.access';
import { findBookingRow } from '../bookings/booking.repository';
import { receiveDeposit } from '../bookings/booking.service';
import { refusal } from '../bookings/booking.transitions';
import { publicUrl } from '../config';
import type { BookingsContext } from '../context';
import type { BookingsTrx } from '../db';
import * as repo from './payment.repository';
import type { StripeDeposits } from './stripe-provider';

// Deposits paid online (issue 23 item 8): a Checkout Session for the client, and Stripe's word that it was paid.

export const ONLINE_PAYMENT_OFF =
  'Online payment is not set up for this booking. Please follow the deposit instructions.';
export const NO_DEPOSIT_DUE = 'This booking is not waiting for a deposit';
const STRIPE_UNAVAILABLE = 'Online payment is unavailable right now. Please try again shortly.';

const payable = (row: { status: string; deposit_status: string }) =>
  row.status === 'awaiting_deposit' && (row.deposit_status === 'due' || row.deposit_status === 'sent');

/**
 * POST /api/bookings/{id}/deposit/checkout: the booking's client only (its recipient and admins 403, anyone else
 * 404), a booking taking deposits through Stripe that is waiting for one. Each call is a new Checkout Session.
 */
export async function startDepositCheckout(
  context: BookingsContext,
  stripe: StripeDeposits | null,
  user: SessionUser,
  bookingId: string,
) {
  const row = assertReads(user, isUuid(bookingId) ? await findBookingRow(context.db, bookingId) : undefined);
  if (!sidesOf(user, row).includes('client')) throw forbidden('Only the client pays the deposit');
  if (!stripe || row.deposit_provider !== 'stripe') throw conflict(ONLINE_PAYMENT_OFF);
  if (!payable(row)) throw conflict(NO_DEPOSIT_DUE);
  const back = (deposit: 'paid' | 'cancelled') =>
    publicUrl(context.settings, `/my-inquiries/${row.inquiry_id}?deposit=${deposit}`);
  const checkout = await stripe
    .createCheckout({
      bookingId: row.id,
      amount: row.deposit_amount,
      recipientName: row.recipient_name,
      successUrl: back('paid'),
      cancelUrl: back('cancelled'),
    })
    .catch((error: unknown) => {
      // Stripe's own words stay in our log (as the cause); the client is told to try again.
      throw Object.assign(unavailable(STRIPE_UNAVAILABLE), { cause: error });
    });
  await repo.insertPayment(context.db, {
    booking_id: row.id,
    provider: 'stripe',
    checkout_id: checkout.id,
    url: checkout.url,
    amount: row.deposit_amount,
    status: 'open',
  });
  return { url: checkout.url };
}

/** The Checkout Session in a checkout event, and whether the event says it has been paid. */
function checkoutOf(event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { session: event.data.object, paid: event.data.object.payment_status === 'paid' };
    case 'checkout.session.expired':
      return { session: event.data.object, paid: false };
    default:
      return null;
  }
}

/**
 * POST /api/payments/stripe/webhook, once its signature is checked. A paid deposit checkout, in one transaction:
 * the event is remembered (a repeat changes nothing), the payment is paid, and the deposit is received
 * (`receiveDeposit`, by 'system', which confirms the booking and tells both sides). An expired checkout is marked
 * so. Every other event is acknowledged and ignored.
 */
export async function applyStripeEvent(
  context: BookingsContext,
  event: Stripe.Event,
  log: FastifyBaseLogger,
) {
  const checkout = checkoutOf(event);
  if (!checkout) return;
  await context.db.transaction().execute(async (trx) => {
    if (!(await repo.rememberWebhookEvent(trx, event.id))) return;
    if (event.type === 'checkout.session.expired') {
      await repo.settlePayment(trx, checkout.session.id, 'expired');
      return;
    }
    if (!checkout.paid) return;
    const payment = await repo.settlePayment(trx, checkout.session.id, 'paid');
    if (payment) await receivePaidDeposit(context, trx, payment.booking_id, log);
  });
}

/**
 * The money arrived: the deposit is received, unless the booking stopped waiting for it meanwhile (it expired, was
 * cancelled, or the recipient marked it by hand). Then Stripe still gets its 200 (a retry would change nothing),
 * the payment stays recorded as paid, and the log says a refund may be owed.
 */
async function receivePaidDeposit(
  context: BookingsContext,
  trx: BookingsTrx,
  bookingId: string,
  log: FastifyBaseLogger,
) {
  const row = await findBookingRow(trx, bookingId, { forUpdate: true });
  // receiveDeposit's own rule, asked first: its 409 would undo the payment's record and have Stripe retry for days.
  const refused = row
    ? refusal('receiveDeposit', { booking: row.status, deposit: row.deposit_status, now: new Date() })
    : 'no booking';
  if (!refused) {
    await receiveDeposit(context, trx, bookingId, { by: 'system', method: 'Stripe' });
    return;
  }
  log.warn(
    { bookingId, refused },
    'a Stripe deposit was paid for a booking no longer waiting for it: it may need a refund',
  );
}
