import { randomUUID } from 'node:crypto';
import type { Booking } from '@inkbook/contracts/booking';
import { OFFER_NOT_OPEN, SLOT_NOT_IN_OFFER, SLOT_PASSED, SLOT_TAKEN } from '@inkbook/contracts/booking-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hoursFromNow, type Party, useBookings } from '../testing/suite';

// The deposit's hours last a minute here, so a due time is easy to tell from the default.
const t = useBookings({ env: { DEPOSIT_HOUR_SECONDS: '60' } });

const accept = (party: Party, offerId: string, slot: string, as: SessionUser | null = party.client) =>
  t.call(as, 'POST', `/api/offers/${offerId}/accept`, { slot });

/** What an inquiry left in the tables: its bookings, their sessions and the events about them. */
async function written(inquiryId: string) {
  const bookings = await t.db
    .selectFrom('bookings')
    .select('id')
    .where('inquiry_id', '=', inquiryId)
    .execute();
  const { rows } = await sql<{ subject: string }>`
    select subject from bookings.outbox where payload->>'inquiryId' = ${inquiryId} order by seq`.execute(
    t.db,
  );
  return { bookings: bookings.length, subjects: rows.map((r) => r.subject) };
}

const performerOf = async (bookingId: string) =>
  (
    await t.db
      .selectFrom('booking_sessions')
      .select('performer')
      .where('booking_id', '=', bookingId)
      .where('n', '=', 1)
      .executeTakeFirstOrThrow()
  ).performer;

describe('POST /api/offers/{id}/accept', () => {
  it('a deposit: the booking awaits it until due, session 1 at the slot, the rest unscheduled, the offer accepted', async () => {
    const party = await t.artistInquiry({ quoteDeposit: 100 });
    await t.call(party.recipient, 'PUT', '/api/bookings/settings', {
      timeZone: 'America/Chicago',
      depositInstructions: 'Venmo @rae',
    });
    const slot = hoursFromNow(24 * 9);
    const offer = await t.offer(party, {
      sessions: 3,
      sessionHours: 2.5,
      depositDueHours: 24,
      slots: [slot],
    });
    const before = Date.now();
    const res = await accept(party, offer.id, slot);
    expect(res.statusCode, res.body).toBe(201);
    const booking: Booking = res.json().booking;
    expect(booking).toMatchObject({
      inquiryId: party.inquiryId,
      inquiryKind: 'artist',
      offerId: offer.id,
      status: 'awaiting_deposit',
      artistId: party.recipientId,
      studioId: null,
      clientName: 'Sam Client',
      priceLow: 300,
      priceHigh: 450,
      deposit: { amount: 100, status: 'due', provider: 'manual', instructions: 'Venmo @rae', method: null },
      sessions: [
        {
          n: 1,
          start: slot,
          end: new Date(Date.parse(slot) + 2.5 * 3_600_000).toISOString(),
          status: 'scheduled',
        },
        { n: 2, start: null, end: null, status: 'unscheduled' },
        { n: 3, start: null, end: null, status: 'unscheduled' },
      ],
      policy: offer.policy,
      location: offer.location,
      timeZone: 'America/Chicago',
      history: [
        { by: 'client', what: 'Accepted the offer and picked a time' },
        { by: 'system', what: 'Waiting for the $100 deposit' },
      ],
    });
    // 24 deposit hours of 60 seconds each.
    const dueIn = Date.parse(booking.deposit.dueAt as string) - before;
    expect(dueIn).toBeGreaterThanOrEqual(24 * 60_000 - 1000);
    expect(dueIn).toBeLessThanOrEqual(24 * 60_000 + 5000);

    const [listed] = (await t.call(party.client, 'GET', `/api/offers?inquiryId=${party.inquiryId}`)).json()
      .offers;
    expect(listed).toMatchObject({ id: offer.id, status: 'accepted', bookingId: booking.id });
    expect(await written(party.inquiryId)).toEqual({
      bookings: 1,
      subjects: ['bookings.offer.created', 'bookings.offer.updated', 'bookings.booking.created'],
    });
    const row = await t.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.first_start as unknown as string).toISOString()).toBe(slot);
    expect(await performerOf(booking.id)).toBe(`artist:${party.recipientId}`);
    // Its expiry is a job due when the deposit is.
    const { rows: jobs } = await sql<{ start_after: string }>`
      select start_after from bookings_jobs.job where singleton_key = ${`booking:${booking.id}`}`.execute(
      t.db,
    );
    expect(jobs.map((j) => new Date(j.start_after).toISOString())).toEqual([booking.deposit.dueAt]);
  });

  it('a deposit of 0 confirms at once (deposit none, nothing due, no instructions)', async () => {
    const party = await t.artistInquiry();
    await t.call(party.recipient, 'PUT', '/api/bookings/settings', { depositInstructions: 'Venmo @rae' });
    const offer = await t.offer(party, { deposit: 0 });
    const res = await accept(party, offer.id, offer.slots[1] as string);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({
      status: 'confirmed',
      deposit: { amount: 0, status: 'none', dueAt: null, instructions: null },
      history: [
        { by: 'client', what: 'Accepted the offer and picked a time' },
        { by: 'system', what: 'Confirmed: no deposit is due' },
      ],
    });
  });

  it("a studio's booking takes the named artist's time, or the studio's when it named none", async () => {
    const named = await t.studioInquiry();
    const artist = (await publishedArtist(t)).artist.id;
    await t.claim(named.recipientId, artist);
    const withArtist = await t.offer(named, { artistId: artist });
    const a = (await accept(named, withArtist.id, withArtist.slots[0] as string)).json().booking;
    expect(a).toMatchObject({ inquiryKind: 'studio', artistId: artist, studioId: named.recipientId });
    expect(await performerOf(a.id)).toBe(`artist:${artist}`);

    const unnamed = await t.studioInquiry();
    const withoutArtist = await t.offer(unnamed);
    const b = (await accept(unnamed, withoutArtist.id, withoutArtist.slots[0] as string)).json().booking;
    expect(b).toMatchObject({ artistId: null, studioId: unnamed.recipientId, status: 'confirmed' });
    expect(await performerOf(b.id)).toBe(`studio:${unnamed.recipientId}`);
  });

  it('a slot is compared as an instant: the same time written with an offset is one of the offer’s', async () => {
    const party = await t.artistInquiry();
    const offer = await t.offer(party);
    const slot = offer.slots[0] as string;
    // The same instant, written five hours behind UTC.
    const local = new Date(Date.parse(slot) - 5 * 3_600_000).toISOString().replace('Z', '-05:00');
    const res = await accept(party, offer.id, local);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking.sessions[0].start).toBe(slot);
  });

  it.each([
    ['withdrawn', 'withdraw', 'recipient'],
    ['declined', 'decline', 'client'],
  ] as const)('a %s offer cannot be accepted (409), nor one accepted already', async (_, action, who) => {
    const party = await t.artistInquiry();
    const offer = await t.offer(party);
    expect((await t.call(party[who], 'POST', `/api/offers/${offer.id}/${action}`, {})).statusCode).toBe(200);
    const res = await accept(party, offer.id, offer.slots[0] as string);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OFFER_NOT_OPEN);

    const next = await t.offer(party);
    expect((await accept(party, next.id, next.slots[0] as string)).statusCode).toBe(201);
    const twice = await accept(party, next.id, next.slots[1] as string);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(OFFER_NOT_OPEN);
    expect((await written(party.inquiryId)).bookings).toBe(1);
  });

  it('a slot not in the offer is 400 naming slot; a slot that has passed is 400; nothing is written', async () => {
    const party = await t.artistInquiry();
    const offer = await t.offer(party);
    const elsewhere = await accept(party, offer.id, hoursFromNow(24 * 30));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({ slot: SLOT_NOT_IN_OFFER });
    expect((await accept(party, offer.id, '')).json().error.fields).toEqual({ slot: 'Please pick a time' });

    // The offer's first time has come and gone.
    const passed = new Date(Date.now() - 3_600_000).toISOString();
    await t.db
      .updateTable('offers')
      .set({ slots: [passed, offer.slots[1] as string] })
      .where('id', '=', offer.id)
      .execute();
    const late = await accept(party, offer.id, passed);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toEqual({ slot: SLOT_PASSED });
    expect(await written(party.inquiryId)).toEqual({ bookings: 0, subjects: ['bookings.offer.created'] });
  });

  it.each([
    ['signed out', () => null, 401],
    ['the recipient', (p: Party) => p.recipient, 403],
    ['an admin', () => sessionUser('admin'), 403],
    ['another client', () => sessionUser('client'), 404],
  ])('%s may not accept (%i)', async (_, who, status) => {
    const party = await t.artistInquiry();
    const offer = await t.offer(party);
    expect((await accept(party, offer.id, offer.slots[0] as string, who(party))).statusCode).toBe(status);
    expect((await accept(party, randomUUID(), offer.slots[0] as string)).statusCode).toBe(404);
  });

  it('a time that overlaps a booked session of the same artist is 409 SLOT_TAKEN, and nothing is half written', async () => {
    const artist = await publishedArtist(t);
    const [first, second] = [await t.artistInquiry({ artist }), await t.artistInquiry({ artist })];
    const slot = hoursFromNow(24 * 20);
    const a = await t.offer(first, { slots: [slot] });
    expect((await accept(first, a.id, slot)).statusCode).toBe(201);
    // An hour later, inside the first session's three hours.
    const overlapping = new Date(Date.parse(slot) + 3_600_000).toISOString();
    const b = await t.offer(second, { slots: [overlapping] });
    const res = await accept(second, b.id, overlapping);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SLOT_TAKEN);
    expect(await written(second.inquiryId)).toEqual({ bookings: 0, subjects: ['bookings.offer.created'] });
    const [still] = (await t.call(second.client, 'GET', `/api/offers?inquiryId=${second.inquiryId}`)).json()
      .offers;
    expect(still).toMatchObject({ status: 'open', bookingId: null });
    // Another artist's time is not taken.
    const other = await t.artistInquiry();
    const c = await t.offer(other, { slots: [overlapping] });
    expect((await accept(other, c.id, overlapping)).statusCode).toBe(201);
  });

  it('10 clients of 10 inquiries to one artist accept overlapping times at once: exactly one 201, the rest 409', async () => {
    const artist = await publishedArtist(t);
    const start = Date.parse(hoursFromNow(24 * 40));
    const parties: Party[] = [];
    const offers: { id: string; slot: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const party = await t.artistInquiry({ artist });
      // Each a quarter hour after the one before, all inside one another's three hours.
      const slot = new Date(start + i * 15 * 60_000).toISOString();
      parties.push(party);
      offers.push({ id: (await t.offer(party, { slots: [slot] })).id, slot });
    }
    const answers = await Promise.all(
      parties.map((party, i) => accept(party, offers[i]?.id as string, offers[i]?.slot as string)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().message).toBe(SLOT_TAKEN);
    const booked = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('recipient_id', '=', artist.artist.id)
      .execute();
    expect(booked).toHaveLength(1);
  });
});
