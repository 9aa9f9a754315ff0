import { randomUUID } from 'node:crypto';
import type { Booking } from '@inkbook/contracts/booking';
import type { SessionUser } from '@inkbook/contracts/identity';
import type { ServiceInstance } from '@inkbook/service-kit/testing';
import { sessionUser } from '@inkbook/service-kit/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFactory, type MadeBooking, recipientUser } from '../testing/booking-factory';
import { startFakeStripe } from '../testing/fake-stripe';
import { useBookings } from '../testing/suite';
import { NO_DEPOSIT_DUE, ONLINE_PAYMENT_OFF } from './payment.service';

// Issue 23 item 8 with PAYMENT_PROVIDER=stripe: the official `stripe` package talks to a local fake of Stripe's API,
// and webhooks are signed as Stripe signs them. A Checkout Session for the deposit, the webhook's signature, a paid
// checkout confirming the booking exactly once, and who may start a checkout.

const fake = await startFakeStripe();
afterAll(() => fake.close());

const SECRET_KEY = 'sk_test_inkbook';
const WEBHOOK_SECRET = 'whsec_test_inkbook';
const t = useBookings({
  env: {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  },
});
const makeBooking = bookingFactory(() => t.db);
const stripe = new Stripe(SECRET_KEY);

/** A booking awaiting a $150 deposit through Stripe, the way a client gets one: an offer, accepted. */
async function awaitingDeposit() {
  const party = await t.artistInquiry();
  const offer = await t.call(party.recipient, 'POST', '/api/offers', t.offerBody(party, { deposit: 150 }));
  expect(offer.statusCode).toBe(201);
  const { id, slots } = offer.json().offer;
  const accepted = await t.call(party.client, 'POST', `/api/offers/${id}/accept`, { slot: slots[0] });
  expect(accepted.statusCode).toBe(201);
  return { party, booking: accepted.json().booking as Booking };
}

const checkout = (user: SessionUser | null, bookingId: string) =>
  t.call(user, 'POST', `/api/bookings/${bookingId}/deposit/checkout`, {});

/** Stripe's event about the last Checkout Session the fake created (paid, unless changed). */
function checkoutEvent(
  type = 'checkout.session.completed',
  session: Record<string, unknown> = { status: 'complete', payment_status: 'paid' },
) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...fake.sessions.at(-1), ...session } },
  };
}

/** Delivers `event` to the webhook as Stripe would: its JSON, signed with `secret` (none: no signature). */
function deliver(event: object, secret: string | null = WEBHOOK_SECRET, app: ServiceInstance = t) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(secret && { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) }),
    },
  });
}

const stateOf = async (booking: Booking, user: SessionUser) => {
  const { booking: now } = (await t.call(user, 'GET', `/api/bookings/${booking.id}`)).json();
  const payments = await t.db
    .selectFrom('payments')
    .select(['status', 'amount'])
    .where('booking_id', '=', booking.id)
    .execute();
  return { status: now.status, deposit: now.deposit.status, history: now.history.length, payments };
};

describe('POST /api/bookings/{id}/deposit/checkout', () => {
  it('creates a Checkout Session for the deposit with Stripe and answers its URL', async () => {
    const { party, booking } = await awaitingDeposit();
    expect(booking.deposit).toMatchObject({ amount: 150, status: 'due', provider: 'stripe' });

    const res = await checkout(party.client, booking.id);

    expect(res.statusCode).toBe(200);
    const session = fake.sessions.at(-1) as { id: string; url: string };
    expect(res.json()).toEqual({ url: session.url });
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
      form: {
        mode: 'payment',
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: 'usd',
              unit_amount: '15000',
              product_data: { name: `Tattoo deposit – ${booking.recipientName}` },
            },
          },
        ],
        metadata: { bookingId: booking.id },
        client_reference_id: booking.id,
        success_url: `https://inkbook.test/my-inquiries/${party.inquiryId}?deposit=paid`,
        cancel_url: `https://inkbook.test/my-inquiries/${party.inquiryId}?deposit=cancelled`,
      },
    });
    const payments = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .execute();
    expect(payments).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        checkout_id: session.id,
        url: session.url,
        amount: 150,
        status: 'open',
      }),
    ]);
  });

  it('is 409 once the deposit is no longer due, and for a booking taking a manual deposit', async () => {
    const received = await makeBooking({ status: 'confirmed', depositStatus: 'received' });
    await t.db
      .updateTable('bookings')
      .set({ deposit_provider: 'stripe' })
      .where('id', '=', received.id)
      .execute();
    const manual = await makeBooking();

    const late = await checkout(received.client, received.id);
    const offline = await checkout(manual.client, manual.id);

    expect([late.statusCode, late.json().message]).toEqual([409, NO_DEPOSIT_DUE]);
    expect([offline.statusCode, offline.json().message]).toEqual([409, ONLINE_PAYMENT_OFF]);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('refuses a bad or missing signature (400) and changes nothing', async () => {
    const { party, booking } = await awaitingDeposit();
    await checkout(party.client, booking.id);
    const before = await stateOf(booking, party.client);
    const event = checkoutEvent();

    const forged = await deliver(event, 'whsec_someone_else');
    const unsigned = await deliver(event, null);
    const tampered = await t.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: JSON.stringify({ ...event, id: 'evt_other' }),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: WEBHOOK_SECRET,
        }),
      },
    });

    expect([forged.statusCode, unsigned.statusCode, tampered.statusCode]).toEqual([400, 400, 400]);
    expect(await stateOf(booking, party.client)).toEqual(before);
    expect(before).toMatchObject({
      status: 'awaiting_deposit',
      deposit: 'due',
      payments: [{ status: 'open' }],
    });
    const remembered = await t.db
      .selectFrom('payment_webhook_events')
      .select('id')
      .where('id', '=', event.id)
      .execute();
    expect(remembered).toEqual([]);
  });

  it('marks the deposit received on a paid checkout, once however often Stripe repeats the event', async () => {
    const { party, booking } = await awaitingDeposit();
    await checkout(party.client, booking.id);
    const event = checkoutEvent();

    // Stripe may deliver an event twice at once, and again later.
    const deliveries = await Promise.all([deliver(event), deliver(event)]);
    deliveries.push(await deliver(event));

    for (const res of deliveries) expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);
    const { booking: now } = (await t.call(party.client, 'GET', `/api/bookings/${booking.id}`)).json();
    expect(now.status).toBe('confirmed');
    expect(now.deposit).toMatchObject({ status: 'received', method: 'Stripe', dueAt: null });
    expect(now.history.filter((h: { what: string }) => h.what.startsWith('Deposit received'))).toEqual([
      expect.objectContaining({ by: 'system', what: 'Deposit received (Stripe); booking confirmed' }),
    ]);
    expect((await stateOf(booking, party.client)).payments).toEqual([{ status: 'paid', amount: 150 }]);
    // A paid deposit is not paid again.
    expect((await checkout(party.client, booking.id)).statusCode).toBe(409);
  });

  it('acknowledges other events and unpaid or expired checkouts without confirming anything', async () => {
    const { party, booking } = await awaitingDeposit();
    await checkout(party.client, booking.id);
    const before = await stateOf(booking, party.client);

    const other = await deliver({ ...checkoutEvent(), type: 'payment_intent.succeeded' });
    const unpaid = await deliver(checkoutEvent('checkout.session.completed', { payment_status: 'unpaid' }));

    expect([other.statusCode, other.json()]).toEqual([200, { received: true }]);
    expect(unpaid.statusCode).toBe(200);
    expect(await stateOf(booking, party.client)).toEqual(before);

    const expired = await deliver(checkoutEvent('checkout.session.expired', { status: 'expired' }));
    expect(expired.statusCode).toBe(200);
    expect(await stateOf(booking, party.client)).toEqual({
      ...before,
      payments: [{ status: 'expired', amount: 150 }],
    });
  });

  it('keeps a payment for a booking that stopped waiting (expired meanwhile) without reviving it', async () => {
    const { party, booking } = await awaitingDeposit();
    await checkout(party.client, booking.id);
    await t.db.updateTable('bookings').set({ status: 'expired' }).where('id', '=', booking.id).execute();

    const res = await deliver(checkoutEvent());

    expect(res.statusCode).toBe(200);
    expect(await stateOf(booking, party.client)).toMatchObject({
      status: 'expired',
      deposit: 'due',
      payments: [{ status: 'paid', amount: 150 }],
    });
  });
});

describe('with PAYMENT_PROVIDER=manual', () => {
  it('refuses a checkout (409, pointing to the instructions) and has no webhook (404)', async () => {
    const manual = await t.boot({ PAYMENT_PROVIDER: 'manual' });
    try {
      const booking = await makeBooking();
      const res = await manual.inject(
        { method: 'POST', url: `${booking.url}/deposit/checkout`, payload: {} },
        booking.client,
      );
      expect([res.statusCode, res.json().message]).toEqual([409, ONLINE_PAYMENT_OFF]);
      expect((await deliver(checkoutEvent(), WEBHOOK_SECRET, manual)).statusCode).toBe(404);
    } finally {
      await manual.close();
    }
  });
});

describe('who may start a checkout', () => {
  const expected = {
    anonymous: 401,
    'the client': 200,
    'another client': 404,
    'the recipient': 403,
    'another artist': 404,
    'another studio': 404,
    admin: 403,
  } as const;
  type As = keyof typeof expected;
  const kinds = ['artist', 'studio'] as const;
  const bookings = {} as Record<(typeof kinds)[number], MadeBooking>;
  const strangers = {} as Record<'another artist' | 'another studio' | 'admin', SessionUser>;

  beforeAll(async () => {
    for (const kind of kinds) {
      bookings[kind] = await makeBooking({ kind });
      await t.db
        .updateTable('bookings')
        .set({ deposit_provider: 'stripe' })
        .where('id', '=', bookings[kind].id)
        .execute();
    }
    strangers['another artist'] = recipientUser('artist');
    strangers['another studio'] = recipientUser('studio');
    strangers.admin = sessionUser('admin');
  });

  function userOf(as: As, kind: (typeof kinds)[number]): SessionUser | null {
    if (as === 'anonymous') return null;
    if (as === 'the client') return bookings[kind].client;
    if (as === 'the recipient') return bookings[kind].recipient;
    if (as === 'another client') return bookings[kind === 'artist' ? 'studio' : 'artist'].client;
    return strangers[as];
  }

  describe.each(kinds)('on a %s booking', (kind) => {
    it.each(Object.keys(expected) as As[])('as %s', async (as) => {
      const res = await checkout(userOf(as, kind), bookings[kind].id);
      expect(res.statusCode).toBe(expected[as]);
    });
  });
});
