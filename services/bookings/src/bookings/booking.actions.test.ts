import type { Booking } from '@inkbook/contracts/booking';
import { SESSION_OVERLAPS, SLOT_PASSED } from '@inkbook/contracts/booking-rules';
import { sessionUser } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { bookingFactory, inHours, recipientUser } from '../testing/booking-factory';
import { bookingChangesOf, eventsOf } from '../testing/outbox';
import { useBookings } from '../testing/suite';

// Each action of issue 23 item 5 on a booking made in the state it needs: what it changes, its history line and
// event, and the 409 when it is out of order (nothing changes then).

const t = useBookings();
const makeBooking = bookingFactory(() => t.db);

const booking = (res: { json(): unknown }) => (res.json() as { booking: Booking }).booking;

const changesOf = (id: string) => bookingChangesOf(t.db, id);
/** The client-record events for `email`, oldest first. */
const clientRecordsOf = async (email: string) =>
  (await eventsOf(t.db, 'bookings.client-record.updated')).filter(
    (record) => record.clientEmail === email.toLowerCase(),
  );

describe('deposits', () => {
  it('goes due → sent (client) → received (recipient), which confirms the booking', async () => {
    const b = await makeBooking();
    const sent = await t.call(b.client, 'POST', `${b.url}/deposit/sent`, {});
    expect(sent.statusCode).toBe(200);
    expect(booking(sent)).toMatchObject({ status: 'awaiting_deposit', deposit: { status: 'sent' } });

    const received = await t.call(b.recipient, 'POST', `${b.url}/deposit/received`, {
      method: 'Bank transfer',
    });
    expect(received.statusCode).toBe(200);
    expect(booking(received)).toMatchObject({
      status: 'confirmed',
      deposit: { status: 'received', method: 'Bank transfer', dueAt: null },
    });
    expect(booking(received).history.map((h) => [h.by, h.what])).toEqual([
      ['client', 'Booked'],
      ['client', 'Deposit marked sent'],
      ['artist', 'Deposit received (Bank transfer); booking confirmed'],
    ]);
    expect(await changesOf(b.id)).toEqual(['deposit_sent by client', 'deposit_received by artist']);
  });

  it('may be received without being marked sent, and never twice (409)', async () => {
    const b = await makeBooking({ kind: 'studio' });
    const first = await t.call(b.recipient, 'POST', `${b.url}/deposit/received`, { method: 'Cash' });
    expect(booking(first)).toMatchObject({ status: 'confirmed', deposit: { status: 'received' } });
    expect(booking(first).history.at(-1)?.by).toBe('studio');

    const again = await t.call(b.recipient, 'POST', `${b.url}/deposit/received`, { method: 'Cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The deposit was already marked received');
    const sentLate = await t.call(b.client, 'POST', `${b.url}/deposit/sent`, {});
    expect(sentLate.statusCode).toBe(409);
    expect(sentLate.json().message).toBe('The deposit was already marked received');
    expect(await changesOf(b.id)).toEqual(['deposit_received by studio']);
  });

  it('refuses a deposit of 0 (status none) being sent or received', async () => {
    const b = await makeBooking({ deposit: 0 });
    for (const [user, path, body] of [
      [b.client, 'sent', {}],
      [b.recipient, 'received', { method: 'Cash' }],
    ] as const) {
      const res = await t.call(user, 'POST', `${b.url}/deposit/${path}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This booking has no deposit');
    }
  });

  it('is marked refunded only once it is owed back', async () => {
    const b = await makeBooking({ status: 'confirmed', depositStatus: 'received' });
    const early = await t.call(b.recipient, 'POST', `${b.url}/deposit/refunded`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a deposit that is owed back can be marked refunded');

    await t.call(b.recipient, 'POST', `${b.url}/cancel`, { reason: 'I broke my wrist' });
    const refunded = await t.call(b.recipient, 'POST', `${b.url}/deposit/refunded`, {});
    expect(refunded.statusCode).toBe(200);
    expect(booking(refunded)).toMatchObject({ status: 'cancelled', deposit: { status: 'refunded' } });
    const twice = await t.call(b.recipient, 'POST', `${b.url}/deposit/refunded`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The deposit was already marked refunded');
  });

  it('tells the other side and admins why they may not (403), and changes nothing', async () => {
    const b = await makeBooking();
    const byClient = await t.call(b.client, 'POST', `${b.url}/deposit/received`, { method: 'Cash' });
    expect(byClient.json()).toMatchObject({ message: 'Only the artist or studio can do this' });
    const byRecipient = await t.call(b.recipient, 'POST', `${b.url}/deposit/sent`, {});
    expect(byRecipient.json()).toMatchObject({ message: 'Only the client can do this' });
    const byAdmin = await t.call(sessionUser('admin'), 'POST', `${b.url}/cancel`, { reason: 'Spam' });
    expect(byAdmin.json()).toMatchObject({ message: 'Admins can read bookings but not change them' });
    expect([byClient, byRecipient, byAdmin].map((res) => res.statusCode)).toEqual([403, 403, 403]);
    expect(await changesOf(b.id)).toEqual([]);
  });

  it('refuses an empty method (400, naming it)', async () => {
    const b = await makeBooking();
    const res = await t.call(b.recipient, 'POST', `${b.url}/deposit/received`, { method: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('method');
  });
});

describe('sessions', () => {
  it('schedules an unscheduled session for the offer’s length, then moves it (SEQUENCE raised)', async () => {
    const b = await makeBooking({
      status: 'confirmed',
      depositStatus: 'received',
      sessionHours: 2.5,
      sessions: [{ start: inHours(24) }, { start: null }],
    });
    const start = new Date(Math.ceil(inHours(24 * 30).getTime() / 60_000) * 60_000);
    const scheduled = await t.call(b.recipient, 'PUT', `${b.url}/sessions/2`, { start: start.toISOString() });
    expect(scheduled.statusCode).toBe(200);
    expect(booking(scheduled).sessions[1]).toEqual({
      n: 2,
      start: start.toISOString(),
      end: new Date(start.getTime() + 2.5 * 3_600_000).toISOString(),
      status: 'scheduled',
    });

    const moved = new Date(start.getTime() + 24 * 3_600_000);
    const res = await t.call(b.recipient, 'PUT', `${b.url}/sessions/2`, { start: moved.toISOString() });
    expect(booking(res).sessions[1]?.start).toBe(moved.toISOString());
    expect(
      booking(res)
        .history.slice(-2)
        .map((h) => h.what),
    ).toEqual([
      expect.stringMatching(/^Session 2 scheduled for .+ \(America\/Chicago\)$/),
      expect.stringMatching(/^Session 2 moved to /),
    ]);
    const row = await t.db
      .selectFrom('booking_sessions')
      .select('sequence')
      .where('booking_id', '=', b.id)
      .where('n', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row.sequence).toBe(1);
    expect(await changesOf(b.id)).toEqual(['session_scheduled by artist', 'session_moved by artist']);
  });

  it('moves session 1 and keeps the booking’s first start with it (the list order)', async () => {
    const b = await makeBooking();
    const start = inHours(24 * 3);
    await t.call(b.recipient, 'PUT', `${b.url}/sessions/1`, { start: start.toISOString() });
    const row = await t.db
      .selectFrom('bookings')
      .select('first_start')
      .where('id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(row.first_start).toBe(start.toISOString());
  });

  it('refuses a time in the past (400), a session that has started (409) and an unknown session (404)', async () => {
    const b = await makeBooking({
      status: 'confirmed',
      deposit: 0,
      sessions: [{ start: inHours(-1) }, { start: null }],
    });
    const past = await t.call(b.recipient, 'PUT', `${b.url}/sessions/2`, {
      start: inHours(-2).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: SLOT_PASSED, error: { fields: { start: SLOT_PASSED } } });
    const started = await t.call(b.recipient, 'PUT', `${b.url}/sessions/1`, {
      start: inHours(5).toISOString(),
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe('A session that has started cannot be moved');
    for (const n of ['3', '0', 'x'])
      expect(
        (await t.call(b.recipient, 'PUT', `${b.url}/sessions/${n}`, { start: inHours(5).toISOString() }))
          .statusCode,
      ).toBe(404);
    expect(await changesOf(b.id)).toEqual([]);
  });

  it('refuses moving a session onto another booking’s session of the same artist (409), enforced by the database', async () => {
    const recipient = recipientUser('artist');
    const taken = inHours(24 * 10);
    await makeBooking({ recipient, sessions: [{ start: taken }] });
    const b = await makeBooking({ recipient, sessions: [{ start: inHours(24 * 20) }] });
    // Starting an hour into the other session (3 hours long) overlaps it.
    const onto = new Date(taken.getTime() + 3_600_000).toISOString();
    const res = await t.call(b.recipient, 'PUT', `${b.url}/sessions/1`, { start: onto });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SESSION_OVERLAPS);
    expect((await t.call(b.recipient, 'GET', b.url)).json().booking.history).toHaveLength(1);

    // Another artist's time, and right after the other session ends, are free.
    const other = await makeBooking({ sessions: [{ start: inHours(24 * 20) }] });
    expect(
      (await t.call(other.recipient, 'PUT', `${other.url}/sessions/1`, { start: onto })).statusCode,
    ).toBe(200);
    const after = new Date(taken.getTime() + 3 * 3_600_000).toISOString();
    expect((await t.call(b.recipient, 'PUT', `${b.url}/sessions/1`, { start: after })).statusCode).toBe(200);
  });

  it('frees the time of a cancelled booking', async () => {
    const recipient = recipientUser('studio');
    const taken = inHours(24 * 10);
    const first = await makeBooking({ kind: 'studio', recipient, sessions: [{ start: taken }] });
    await t.call(first.client, 'POST', `${first.url}/cancel`, { reason: 'Plans changed' });
    const b = await makeBooking({ kind: 'studio', recipient, sessions: [{ start: inHours(24 * 20) }] });
    const res = await t.call(b.recipient, 'PUT', `${b.url}/sessions/1`, { start: taken.toISOString() });
    expect(res.statusCode).toBe(200);
  });

  it('completes a session only once it has started; the last one completes the booking', async () => {
    const b = await makeBooking({
      status: 'confirmed',
      depositStatus: 'received',
      sessions: [{ start: inHours(-8) }, { start: inHours(24) }],
    });
    const future = await t.call(b.recipient, 'POST', `${b.url}/sessions/2/complete`, {});
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe('A session can be marked done only once it has started');

    const first = await t.call(b.recipient, 'POST', `${b.url}/sessions/1/complete`, {});
    expect(booking(first)).toMatchObject({
      status: 'confirmed',
      sessions: [{ status: 'done' }, { status: 'scheduled' }],
    });
    const again = await t.call(b.recipient, 'POST', `${b.url}/sessions/1/complete`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This session was already marked done');

    await t.db
      .updateTable('booking_sessions')
      .set({ start_at: inHours(-2), end_at: inHours(1) })
      .where('booking_id', '=', b.id)
      .where('n', '=', 2)
      .execute();
    const last = await t.call(b.recipient, 'POST', `${b.url}/sessions/2/complete`, {});
    expect(booking(last)).toMatchObject({
      status: 'completed',
      sessions: [{ status: 'done' }, { status: 'done' }],
    });
    expect(booking(last).history.at(-1)?.what).toBe('Session 2 done; booking completed');
    expect(await changesOf(b.id)).toEqual(['session_completed by artist', 'completed by artist']);
    expect(await clientRecordsOf(b.client?.email as string)).toEqual([
      {
        clientEmail: b.client?.email,
        clientUserId: b.client?.id,
        completed: 1,
        lateCancellations: 0,
        noShows: 0,
      },
    ]);
  });

  it('does not complete a booking whose deposit has not arrived (409)', async () => {
    const b = await makeBooking({ sessions: [{ start: inHours(-1) }] });
    const res = await t.call(b.recipient, 'POST', `${b.url}/sessions/1/complete`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Mark the deposit received before marking a session done');
  });

  it('marks a no-show: the deposit is kept, the rest cancelled, the booking cancelled and its history says so', async () => {
    const b = await makeBooking({
      status: 'confirmed',
      depositStatus: 'received',
      sessions: [{ start: inHours(-1) }, { start: inHours(24 * 14) }, { start: null }],
    });
    const early = await t.call(b.recipient, 'POST', `${b.url}/sessions/2/no-show`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A no-show can be marked only once the session has started');

    const res = await t.call(b.recipient, 'POST', `${b.url}/sessions/1/no-show`, {});
    expect(res.statusCode).toBe(200);
    expect(booking(res)).toMatchObject({
      status: 'cancelled',
      deposit: { status: 'forfeited' },
      sessions: [{ status: 'no_show' }, { status: 'cancelled' }, { status: 'cancelled' }],
    });
    expect(booking(res).history.at(-1)).toMatchObject({
      by: 'artist',
      what: 'No-show at session 1; booking cancelled, deposit kept',
    });
    expect(await changesOf(b.id)).toEqual(['no_show by artist']);
    expect(await clientRecordsOf(b.client?.email as string)).toMatchObject([{ completed: 0, noShows: 1 }]);
    const twice = await t.call(b.recipient, 'POST', `${b.url}/sessions/1/no-show`, {});
    expect(twice.statusCode).toBe(409);
  });
});

describe('cancelling', () => {
  const paid = { status: 'confirmed', depositStatus: 'received' } as const;

  it('by the client well ahead: the deposit is to be refunded', async () => {
    const b = await makeBooking({ ...paid, sessions: [{ start: inHours(72) }, { start: null }] });
    const res = await t.call(b.client, 'POST', `${b.url}/cancel`, { reason: 'Plans changed' });
    expect(res.statusCode).toBe(200);
    expect(booking(res)).toMatchObject({
      status: 'cancelled',
      deposit: { status: 'refund_due' },
      sessions: [{ status: 'cancelled' }, { status: 'cancelled' }],
    });
    expect(booking(res).history.at(-1)).toEqual({
      at: expect.any(String),
      by: 'client',
      what: 'Cancelled: Plans changed; the deposit is to be refunded',
    });
    expect(await changesOf(b.id)).toEqual(['cancelled by client']);
    expect(await clientRecordsOf(b.client?.email as string)).toEqual([]);
  });

  it('by the client inside the notice: the deposit is kept, a late cancellation in their record', async () => {
    const b = await makeBooking({ ...paid, cancellationNoticeHours: 48, sessions: [{ start: inHours(47) }] });
    const res = await t.call(b.client, 'POST', `${b.url}/cancel`, { reason: 'Cold feet' });
    expect(booking(res)).toMatchObject({ status: 'cancelled', deposit: { status: 'forfeited' } });
    expect(booking(res).history.at(-1)?.what).toBe(
      'Cancelled: Cold feet; the deposit is kept (less notice than the policy asks)',
    );
    expect(await clientRecordsOf(b.client?.email as string)).toMatchObject([
      { completed: 0, lateCancellations: 1, noShows: 0 },
    ]);
  });

  it('by the recipient, however late: the deposit is to be refunded', async () => {
    const b = await makeBooking({ ...paid, kind: 'studio', sessions: [{ start: inHours(2) }] });
    const res = await t.call(b.recipient, 'POST', `${b.url}/cancel`, { reason: 'The artist is ill' });
    expect(booking(res)).toMatchObject({ status: 'cancelled', deposit: { status: 'refund_due' } });
    expect(booking(res).history.at(-1)?.by).toBe('studio');
    expect(await changesOf(b.id)).toEqual(['cancelled by studio']);
  });

  it('leaves an unpaid deposit as it was, and refuses a booking that has ended (409)', async () => {
    const b = await makeBooking();
    const res = await t.call(b.client, 'POST', `${b.url}/cancel`, { reason: 'Found another artist' });
    expect(booking(res)).toMatchObject({ status: 'cancelled', deposit: { status: 'due', dueAt: null } });
    const again = await t.call(b.recipient, 'POST', `${b.url}/cancel`, { reason: 'Me too' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking was cancelled');
    const completed = await makeBooking({ ...paid, status: 'completed' });
    const late = await t.call(completed.client, 'POST', `${completed.url}/cancel`, { reason: 'Too late' });
    expect(late.json().message).toBe('This booking is already completed');
  });

  it('needs a reason (400)', async () => {
    const b = await makeBooking();
    const res = await t.call(b.client, 'POST', `${b.url}/cancel`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('reason');
  });
});

describe('the client record', () => {
  it('counts every booking with the client’s email, whoever it was with and however the email was written', async () => {
    const email = `Repeat.${Date.now()}@Clients.test`;
    const done = await makeBooking({
      clientEmail: email,
      status: 'confirmed',
      deposit: 0,
      sessions: [{ start: inHours(-3) }],
    });
    await t.call(done.recipient, 'POST', `${done.url}/sessions/1/complete`, {});
    const late = await makeBooking({
      kind: 'studio',
      clientEmail: email.toLowerCase(),
      sessions: [{ start: inHours(3) }],
    });
    await t.call(late.client, 'POST', `${late.url}/cancel`, { reason: 'Busy' });
    expect(await clientRecordsOf(email)).toEqual([
      {
        clientEmail: email.toLowerCase(),
        clientUserId: done.client?.id,
        completed: 1,
        lateCancellations: 0,
        noShows: 0,
      },
      {
        clientEmail: email.toLowerCase(),
        clientUserId: late.client?.id,
        completed: 1,
        lateCancellations: 1,
        noShows: 0,
      },
    ]);
  });
});
