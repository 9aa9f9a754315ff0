import type { Booking } from '@inkbook/contracts/booking';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sessionUser } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { bookingFactory, inHours, type MadeBooking, recipientUser } from '../testing/booking-factory';
import { useBookings } from '../testing/suite';

// GET /api/bookings: whose bookings each person sees (as client, artist, studio, both, admin), the filters, and the
// keyset paging in first-session order.

const t = useBookings();
const makeBooking = bookingFactory(() => t.db);

async function list(user: SessionUser | null, query = '') {
  const res = await t.call(user, 'GET', `/api/bookings${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { bookings: Booking[]; nextCursor: string | null };
}
const idsOf = async (user: SessionUser, query = '') => (await list(user, query)).bookings.map((b) => b.id);

describe('whose bookings', () => {
  it('shows the client theirs, the artist and the studio theirs, an artist-studio both, admins all', async () => {
    const artist = recipientUser('artist');
    const studio = sessionUser('studio', { studioId: recipientUser('studio').studioId as string });
    const both = { ...artist, role: 'artist-studio' as const, studioId: studio.studioId };
    const client = sessionUser('client');
    const asArtist = await makeBooking({ recipient: artist, client, sessions: [{ start: inHours(24) }] });
    const asStudio = await makeBooking({
      kind: 'studio',
      recipient: studio,
      sessions: [{ start: inHours(48) }],
    });
    const elsewhere = await makeBooking({ client, sessions: [{ start: inHours(72) }] });

    expect(await idsOf(artist)).toEqual([asArtist.id]);
    expect(await idsOf(studio)).toEqual([asStudio.id]);
    expect(await idsOf(both)).toEqual([asArtist.id, asStudio.id]);
    expect(await idsOf(client)).toEqual([asArtist.id, elsewhere.id]);
    expect(await idsOf(sessionUser('client'))).toEqual([]);
    expect(await idsOf(recipientUser('artist'))).toEqual([]);
    expect(await idsOf(sessionUser('admin'))).toEqual(
      expect.arrayContaining([asArtist.id, asStudio.id, elsewhere.id]),
    );
    // A studio's booking is its studio's, not the artist it names.
    const named = await makeBooking({ kind: 'studio', artistId: artist.artistId as string });
    expect(await idsOf(artist)).not.toContain(named.id);
  });

  it('answers 401 signed out', async () => {
    expect((await t.call(null, 'GET', '/api/bookings')).statusCode).toBe(401);
  });
});

describe('filters', () => {
  it('by status and by inquiry', async () => {
    const artist = recipientUser('artist');
    const awaiting = await makeBooking({ recipient: artist, sessions: [{ start: inHours(24) }] });
    const confirmed = await makeBooking({
      recipient: artist,
      status: 'confirmed',
      depositStatus: 'received',
      sessions: [{ start: inHours(48) }],
    });
    expect(await idsOf(artist, '?status=confirmed')).toEqual([confirmed.id]);
    expect(await idsOf(artist, '?status=awaiting_deposit')).toEqual([awaiting.id]);
    expect(await idsOf(artist, `?inquiryId=${awaiting.inquiryId}`)).toEqual([awaiting.id]);
    const bad = await t.call(artist, 'GET', '/api/bookings?status=pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
  });

  it('by session starts in [from, to): any session that is not cancelled counts, not only the first', async () => {
    const artist = recipientUser('artist');
    const day = (n: number) => inHours(24 * n);
    const inside = await makeBooking({ recipient: artist, sessions: [{ start: day(10) }] });
    const secondInside = await makeBooking({
      recipient: artist,
      sessions: [{ start: day(2) }, { start: day(12) }],
    });
    await makeBooking({ recipient: artist, sessions: [{ start: day(30) }] });
    await makeBooking({ recipient: artist, sessions: [{ start: day(3) }] });
    await makeBooking({
      recipient: artist,
      sessions: [
        { start: day(4), status: 'done' },
        { start: day(11), status: 'cancelled' },
      ],
    });
    await makeBooking({ recipient: artist, sessions: [{ start: null }] });
    const range = `from=${encodeURIComponent(day(9).toISOString())}&to=${encodeURIComponent(day(14).toISOString())}`;
    expect(await idsOf(artist, `?${range}`)).toEqual([secondInside.id, inside.id]);
    // The bounds alone: from (to the end of time), to (from the beginning), [from, to) excludes `to`.
    expect(await idsOf(artist, `?from=${encodeURIComponent(day(20).toISOString())}`)).toHaveLength(1);
    expect(await idsOf(artist, `?to=${encodeURIComponent(day(2.5).toISOString())}`)).toEqual([
      secondInside.id,
    ]);
    const bad = await t.call(artist, 'GET', '/api/bookings?from=tomorrow');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('from');
  });
});

describe('paging', () => {
  it('pages in first-session order with nextCursor, bookings with no time last, until it is null', async () => {
    const artist = recipientUser('artist');
    const made: MadeBooking[] = [];
    for (const hours of [50, 10, 30, 20, 40])
      made.push(await makeBooking({ recipient: artist, sessions: [{ start: inHours(hours) }] }));
    const undated = [
      await makeBooking({ recipient: artist, sessions: [{ start: null }] }),
      await makeBooking({ recipient: artist, sessions: [{ start: null }] }),
    ];
    const expected = [...[1, 3, 2, 4, 0].map((i) => made[i]?.id), ...undated.map((b) => b.id).sort()];

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(artist, `?limit=2${cursor ? `&after=${cursor}` : ''}`);
      seen.push(...page.bookings.map((b) => b.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(expected);
    expect(pages).toBe(4);
    // A whole page answers bookings whole: sessions and history included.
    const [first] = (await list(artist, '?limit=1')).bookings;
    expect(first).toMatchObject({ id: made[1]?.id, sessions: [{ n: 1 }], history: [{ what: 'Booked' }] });
  });

  it('merges the pages of both sides an account is on, each booking once', async () => {
    const artist = recipientUser('artist');
    const own = await makeBooking({ recipient: artist, client: artist, sessions: [{ start: inHours(5) }] });
    const booked = await makeBooking({ client: artist, sessions: [{ start: inHours(15) }] });
    const received = await makeBooking({ recipient: artist, sessions: [{ start: inHours(25) }] });
    const first = await list(artist, '?limit=2');
    expect(first.bookings.map((b) => b.id)).toEqual([own.id, booked.id]);
    expect((await list(artist, `?limit=2&after=${first.nextCursor}`)).bookings.map((b) => b.id)).toEqual([
      received.id,
    ]);
  });

  it('refuses a cursor it did not hand out (400)', async () => {
    const res = await t.call(sessionUser('client'), 'GET', '/api/bookings?after=bm9wZQ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('after');
  });
});
