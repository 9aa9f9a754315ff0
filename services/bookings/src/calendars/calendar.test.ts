import { randomUUID } from 'node:crypto';
import { sessionUser } from '@inkbook/service-kit/testing';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingFactory, inHours, recipientUser } from '../testing/booking-factory';
import { useBookings } from '../testing/suite';

// Issue 23 item 9: a booking's .ics parsed back (UID, SEQUENCE, times, STATUS), and each artist's or studio's secret
// feed: its URL, its contents (first name and idea only), an empty feed, rotation.

const t = useBookings();
const makeBooking = bookingFactory(() => t.db);
const HOUR = 3_600_000;

/** An instant `hours` from now on a whole minute (iCalendar keeps whole seconds). */
const at = (hours: number) => new Date(Math.ceil(inHours(hours).getTime() / 60_000) * 60_000);

/** The VEVENTs of an iCalendar text, as ical.js reads them. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((event) => {
    const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
    return {
      uid: event.getFirstPropertyValue('uid'),
      sequence: event.getFirstPropertyValue('sequence'),
      status: event.getFirstPropertyValue('status'),
      summary: event.getFirstPropertyValue('summary'),
      start: time('dtstart'),
      end: time('dtend'),
    };
  });
}

const calendarOf = (booking: { url: string }, user = null as Parameters<typeof t.call>[0]) =>
  t.call(user, 'GET', `${booking.url}/calendar.ics`);

/** The feed's path (the URL is absolute under PUBLIC_URL). */
const pathOf = (url: string) => new URL(url).pathname;

describe('GET /api/bookings/{id}/calendar.ics', () => {
  it('is one event per session with a time: a stable UID, SEQUENCE 0, its start and end', async () => {
    const start = at(24 * 7);
    const booking = await makeBooking({ sessions: [{ start }, { start: null }] });

    const res = await calendarOf(booking, booking.client);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="inkbook-booking.ics"');
    expect(eventsOf(res.body)).toEqual([
      {
        uid: `${booking.id}-1@inkbook`,
        sequence: 0,
        status: 'CONFIRMED',
        summary: 'Tattoo session 1 with Ana Artist',
        start: start.toISOString(),
        end: new Date(start.getTime() + 3 * HOUR).toISOString(),
      },
    ]);
  });

  it('keeps the UID and raises SEQUENCE each time the recipient moves the session', async () => {
    const booking = await makeBooking({ deposit: 0, sessions: [{ start: at(24 * 7) }] });
    const moved = at(24 * 9);
    for (const start of [at(24 * 8), moved]) {
      const move = await t.call(booking.recipient, 'PUT', `${booking.url}/sessions/1`, {
        start: start.toISOString(),
      });
      expect(move.statusCode).toBe(200);
    }

    const [event] = eventsOf((await calendarOf(booking, booking.recipient)).body);

    expect(event).toMatchObject({
      uid: `${booking.id}-1@inkbook`,
      sequence: 2,
      status: 'CONFIRMED',
      start: moved.toISOString(),
      end: new Date(moved.getTime() + 3 * HOUR).toISOString(),
    });
  });

  it('marks every session STATUS:CANCELLED once the booking is cancelled', async () => {
    const booking = await makeBooking({
      deposit: 0,
      sessions: [{ start: at(24 * 7) }, { start: at(24 * 14) }],
    });
    const cancel = await t.call(booking.client, 'POST', `${booking.url}/cancel`, { reason: 'Moving away' });
    expect(cancel.statusCode).toBe(200);

    const events = eventsOf((await calendarOf(booking, booking.client)).body);

    expect(events.map((e) => [e.uid, e.status])).toEqual([
      [`${booking.id}-1@inkbook`, 'CANCELLED'],
      [`${booking.id}-2@inkbook`, 'CANCELLED'],
    ]);
  });

  it('marks an expired booking and a cancelled session CANCELLED too', async () => {
    const expired = await makeBooking({ status: 'expired', sessions: [{ start: at(24 * 7) }] });
    const oneCancelled = await makeBooking({
      deposit: 0,
      sessions: [{ start: at(24 * 7), status: 'cancelled' }, { start: at(24 * 14) }],
    });

    expect(eventsOf((await calendarOf(expired, expired.client)).body).map((e) => e.status)).toEqual([
      'CANCELLED',
    ]);
    expect(eventsOf((await calendarOf(oneCancelled, oneCancelled.client)).body).map((e) => e.status)).toEqual(
      ['CANCELLED', 'CONFIRMED'],
    );
  });

  it('is 404 for an id that names no booking', async () => {
    const admin = sessionUser('admin');
    expect((await t.call(admin, 'GET', `/api/bookings/${randomUUID()}/calendar.ics`)).statusCode).toBe(404);
    expect((await t.call(admin, 'GET', '/api/bookings/not-an-id/calendar.ics')).statusCode).toBe(404);
  });
});

describe('the calendar feed', () => {
  it('is an absolute secret URL under PUBLIC_URL, the same on every ask', async () => {
    const artist = recipientUser('artist');

    const first = await t.call(artist, 'GET', '/api/calendar/feed');
    const again = await t.call(artist, 'GET', '/api/calendar/feed');

    expect(first.statusCode).toBe(200);
    // 32 bytes of HMAC, base64url: 256 bits nobody can guess.
    expect(first.json().url).toMatch(/^https:\/\/inkbook\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('owner_id', '=', artist.artistId)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ owner_kind: 'artist', version: 1 })]);
    // Only the token's hash is kept.
    expect(first.json().url).not.toContain(rows[0]?.token_hash);
  });

  it('is a valid, empty calendar while the owner has no session', async () => {
    const studio = recipientUser('studio');
    const { url } = (await t.call(studio, 'GET', '/api/calendar/feed')).json();

    const feed = await t.call(null, 'GET', pathOf(url));

    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-store');
    expect(eventsOf(feed.body)).toEqual([]);
  });

  it("lists the owner's scheduled and done sessions as the client's first name and the idea, nothing else", async () => {
    const artist = recipientUser('artist');
    const awaiting = await makeBooking({ recipient: artist, sessions: [{ start: at(24 * 7) }] });
    const confirmed = await makeBooking({
      recipient: artist,
      deposit: 0,
      sessions: [{ start: at(-48), status: 'done' }, { start: at(24 * 14) }, { start: null }],
    });
    // Not in the feed: ended bookings, another artist's, and a studio's booking that names this artist (the
    // studio's feed has it).
    await makeBooking({
      recipient: artist,
      status: 'cancelled',
      sessions: [{ start: at(24 * 20), status: 'cancelled' }],
    });
    await makeBooking({ recipient: artist, status: 'expired', sessions: [{ start: at(24 * 21) }] });
    await makeBooking({ sessions: [{ start: at(24 * 7) }] });
    const studioBooking = await makeBooking({
      kind: 'studio',
      artistId: artist.artistId as string,
      sessions: [{ start: at(24 * 30) }],
    });
    const { url } = (await t.call(artist, 'GET', '/api/calendar/feed')).json();
    const studioFeed = (await t.call(studioBooking.recipient, 'GET', '/api/calendar/feed')).json();

    const feed = await t.call(null, 'GET', pathOf(url));

    expect(feed.statusCode).toBe(200);
    expect(eventsOf(feed.body).map((e) => [e.uid, e.summary])).toEqual([
      [`${confirmed.id}-1@inkbook`, 'Sam – A fine line swallow'],
      [`${awaiting.id}-1@inkbook`, 'Sam – A fine line swallow'],
      [`${confirmed.id}-2@inkbook`, 'Sam – A fine line swallow'],
    ]);
    expect(feed.body).not.toContain('@users.test');
    expect(feed.body).not.toContain('Sam Client');
    expect(eventsOf((await t.call(null, 'GET', pathOf(studioFeed.url))).body).map((e) => e.uid)).toEqual([
      `${studioBooking.id}-1@inkbook`,
    ]);
  });

  it('rotates: the old URL answers 404 from then on, the new one the feed', async () => {
    const artist = recipientUser('artist');
    const booking = await makeBooking({ recipient: artist });
    const old = (await t.call(artist, 'GET', '/api/calendar/feed')).json().url;

    const rotated = await t.call(artist, 'POST', '/api/calendar/feed/rotate', {});

    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().url).not.toBe(old);
    expect((await t.call(null, 'GET', pathOf(old))).statusCode).toBe(404);
    const fresh = await t.call(null, 'GET', pathOf(rotated.json().url));
    expect(fresh.statusCode).toBe(200);
    expect(eventsOf(fresh.body).map((e) => e.uid)).toEqual([`${booking.id}-1@inkbook`]);
    expect((await t.call(artist, 'GET', '/api/calendar/feed')).json().url).toBe(rotated.json().url);
  });

  it('is 404 for a token that is not a feed, or without its .ics', async () => {
    const artist = recipientUser('artist');
    const { url } = (await t.call(artist, 'GET', '/api/calendar/feed')).json();

    expect((await t.call(null, 'GET', pathOf(url).replace(/\.ics$/, ''))).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
  });

  it('belongs to the artist or the studio an artist-studio login names with ?as=', async () => {
    const artist = recipientUser('artist');
    const both = { ...artist, role: 'artist-studio' as const, studioId: randomUUID() };

    const asArtist = await t.call(both, 'GET', '/api/calendar/feed?as=artist');
    const asStudio = await t.call(both, 'GET', '/api/calendar/feed?as=studio');

    expect(asArtist.json().url).toBe((await t.call(artist, 'GET', '/api/calendar/feed')).json().url);
    expect(asStudio.statusCode).toBe(200);
    expect(asStudio.json().url).not.toBe(asArtist.json().url);
    expect((await t.call(artist, 'GET', '/api/calendar/feed?as=studio')).statusCode).toBe(403);
  });
});
