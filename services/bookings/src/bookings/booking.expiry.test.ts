import type { Booking } from '@inkbook/contracts/booking';
import { publishedArtist } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { BookingsContext } from '../context';
import { bookingChangesOf } from '../testing/outbox';
import { hoursFromNow, type Party, useBookings } from '../testing/suite';
import { expireBooking } from './booking.service';

// Item 6's expiry, end to end: an accepted offer's booking waits for its deposit until `dueAt`, then the real job
// worker expires it and the time is free again. An hour of the due time lasts half a second here.

const t = useBookings({ env: { DEPOSIT_HOUR_SECONDS: '0.5' } });

/** A booking from a real offer and accept: a $100 deposit due in one (half-second) hour. */
async function acceptedBooking(party?: Party, slot = hoursFromNow(24 * 7)) {
  const inquiry = party ?? (await t.artistInquiry());
  const offer = await t.offer(inquiry, { deposit: 100, depositDueHours: 1, slots: [slot] });
  const res = await t.call(inquiry.client, 'POST', `/api/offers/${offer.id}/accept`, { slot });
  expect(res.statusCode, res.body).toBe(201);
  return { party: inquiry, slot, booking: res.json().booking as Booking };
}

const read = async (party: Party, id: string) =>
  (await t.call(party.recipient, 'GET', `/api/bookings/${id}`)).json().booking as Booking;

/** Reads the booking until `done` holds (the job worker looks every second), failing after `timeoutMs`. */
async function until(party: Party, id: string, done: (b: Booking) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const booking = await read(party, id);
    if (done(booking) || Date.now() > deadline) return booking;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the deposit’s due time', () => {
  it('expires a booking still awaiting its deposit: sessions cancelled, history by the system, the time free', async () => {
    const artist = await publishedArtist(t);
    const { party, slot, booking } = await acceptedBooking(await t.artistInquiry({ artist }));
    expect(booking).toMatchObject({ status: 'awaiting_deposit', deposit: { status: 'due' } });

    const expired = await until(party, booking.id, (b) => b.status === 'expired');
    expect(expired).toMatchObject({
      status: 'expired',
      deposit: { status: 'due' },
      sessions: [{ n: 1, status: 'cancelled' }],
    });
    expect(expired.history.at(-1)).toMatchObject({
      by: 'system',
      what: 'Expired: the deposit did not arrive in time',
    });
    expect(await bookingChangesOf(t.db, booking.id)).toEqual(['created by client', 'expired by system']);

    // The same artist's time is free again: another client takes it.
    const again = await acceptedBooking(await t.artistInquiry({ artist }), slot);
    expect(again.booking.status).toBe('awaiting_deposit');

    // Running the job again changes nothing.
    await expireBooking({ db: t.db } as BookingsContext, booking.id);
    expect(await read(party, booking.id)).toEqual(expired);
    expect(await bookingChangesOf(t.db, booking.id)).toHaveLength(2);
  });

  it('owes back a deposit the client had sent', async () => {
    const { party, booking } = await acceptedBooking();
    await t.call(party.client, 'POST', `/api/bookings/${booking.id}/deposit/sent`, {});
    const expired = await until(party, booking.id, (b) => b.status === 'expired');
    expect(expired).toMatchObject({ status: 'expired', deposit: { status: 'refund_due' } });
  });

  it('leaves a booking whose deposit arrived in time confirmed (its expiry is cancelled)', async () => {
    const { party, booking } = await acceptedBooking();
    const received = await t.call(party.recipient, 'POST', `/api/bookings/${booking.id}/deposit/received`, {
      method: 'Cash',
    });
    expect(received.json().booking.status).toBe('confirmed');
    // The job is cancelled with the deposit's arrival; run all the same, it leaves a confirmed booking alone.
    const { rows } = await sql<{ state: string }>`
      select state from bookings_jobs.job where singleton_key = ${`booking:${booking.id}`}`.execute(t.db);
    expect(rows.map((row) => row.state)).toEqual(['cancelled']);
    await expireBooking({ db: t.db } as BookingsContext, booking.id);
    expect(await read(party, booking.id)).toMatchObject({
      status: 'confirmed',
      deposit: { status: 'received' },
    });
    expect(await bookingChangesOf(t.db, booking.id)).toEqual([
      'created by client',
      'deposit_received by artist',
    ]);
  });
});
