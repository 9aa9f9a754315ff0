import type { SessionUser } from '@inkbook/contracts/identity';
import { sessionUser } from '@inkbook/service-kit/testing';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingFactory, type MadeBooking, recipientUser } from '../testing/booking-factory';
import { useBookings } from '../testing/suite';

// Every calendar route × every kind of caller, as one table (issue 23 item 9): a booking's .ics for its parties
// and admins (anyone else 404, signed out 401); the feed URL and its rotation for artists and studios only (each
// gets its own; clients and admins 403); the feed itself for whoever holds its secret URL, signed in or not.

const t = useBookings();
const makeBooking = bookingFactory(() => t.db);

const everyone = [
  'anonymous',
  'the client',
  'another client',
  'the recipient',
  'another artist',
  'another studio',
  'admin',
] as const;
type As = (typeof everyone)[number];
const kinds = ['artist', 'studio'] as const;

const bookings = {} as Record<(typeof kinds)[number], MadeBooking>;
const strangers = {} as Record<'another artist' | 'another studio' | 'admin', SessionUser>;

beforeAll(async () => {
  for (const kind of kinds) bookings[kind] = await makeBooking({ kind });
  strangers['another artist'] = recipientUser('artist');
  strangers['another studio'] = recipientUser('studio');
  strangers.admin = sessionUser('admin');
});

function userOf(as: As, booking: MadeBooking): SessionUser | null {
  if (as === 'anonymous') return null;
  if (as === 'the client') return booking.client;
  if (as === 'the recipient') return booking.recipient;
  // A client with a booking of their own: the other kind's.
  if (as === 'another client')
    return (booking === bookings.artist ? bookings.studio : bookings.artist).client;
  return strangers[as];
}

const ownersOnly: Record<As, number> = {
  anonymous: 401,
  'the client': 403,
  'another client': 403,
  'the recipient': 200,
  'another artist': 200,
  'another studio': 200,
  admin: 403,
};

const routes: {
  route: string;
  expected: Record<As, number>;
  call(user: SessionUser | null, b: MadeBooking): Promise<LightMyRequestResponse>;
}[] = [
  {
    route: 'GET /api/bookings/:id/calendar.ics',
    expected: {
      anonymous: 401,
      'the client': 200,
      'another client': 404,
      'the recipient': 200,
      'another artist': 404,
      'another studio': 404,
      admin: 200,
    },
    call: (user, b) => t.call(user, 'GET', `${b.url}/calendar.ics`),
  },
  {
    route: 'GET /api/calendar/feed',
    expected: ownersOnly,
    call: (user) => t.call(user, 'GET', '/api/calendar/feed'),
  },
  {
    route: 'POST /api/calendar/feed/rotate',
    expected: ownersOnly,
    call: (user) => t.call(user, 'POST', '/api/calendar/feed/rotate', {}),
  },
  {
    // The secret URL is the only key: the recipient's feed answers whoever asks with it.
    route: 'GET /api/calendar/:token (the recipient’s)',
    expected: Object.fromEntries(everyone.map((as) => [as, 200])) as Record<As, number>,
    call: async (user, b) => {
      const { url } = (await t.call(b.recipient, 'GET', '/api/calendar/feed')).json();
      return t.call(user, 'GET', new URL(url).pathname);
    },
  },
];

describe.each(kinds)('calendar routes on a %s booking', (kind) => {
  describe.each(routes)('$route', ({ expected, call }) => {
    it.each(everyone)('as %s', async (as) => {
      const res = await call(userOf(as, bookings[kind]), bookings[kind]);
      expect(res.statusCode).toBe(expected[as]);
    });
  });
});
