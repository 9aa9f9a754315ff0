import type { InquiryKind } from '@inkbook/contracts/booking-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sessionUser } from '@inkbook/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BookingSpec, bookingFactory, inHours, type MadeBooking } from '../testing/booking-factory';
import { userOf as callerOf, everyone, expected, type RouteFor, type Strangers } from '../testing/callers';
import { consentBody, signAsClient } from '../testing/consent';
import { useBookings } from '../testing/suite';

// Every booking route × every kind of caller, as one table (issues 23 and 24): the booking's client and its recipient
// read it and each takes their own actions (the other side 403); admins read and are refused every action (403);
// anyone else is not told it exists (404); signed out is 401. Each cell acts on a fresh booking in the state its route
// needs, so an allowed cell is a real 200 and a refused one is refused for who asked, not for the state.

const t = useBookings();
const makeBooking = bookingFactory(() => t.db);

const confirmed: BookingSpec = { status: 'confirmed', depositStatus: 'received' };
const started: BookingSpec = { ...confirmed, sessions: [{ start: inHours(-1) }] };

interface Route {
  route: string;
  /** The booking the cell acts on. */
  state: BookingSpec;
  request: (b: MadeBooking) => { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
  /** Who may: the side the route is for ('read': both sides and admins). */
  for: RouteFor;
  /** What the booking needs besides its state (a signed consent form). */
  before?: (b: MadeBooking) => Promise<unknown>;
  /** The status of an allowed cell, when not 200. */
  ok?: number;
}

const routes: Route[] = [
  { route: 'GET /api/bookings/:id', state: {}, for: 'read', request: (b) => ({ method: 'GET', url: b.url }) },
  {
    route: 'POST /api/bookings/:id/deposit/sent',
    state: {},
    for: 'client',
    request: (b) => ({ method: 'POST', url: `${b.url}/deposit/sent`, payload: {} }),
  },
  {
    route: 'POST /api/bookings/:id/deposit/received',
    state: {},
    for: 'recipient',
    request: (b) => ({ method: 'POST', url: `${b.url}/deposit/received`, payload: { method: 'Cash' } }),
  },
  {
    route: 'POST /api/bookings/:id/deposit/refunded',
    state: { status: 'cancelled', depositStatus: 'refund_due' },
    for: 'recipient',
    request: (b) => ({ method: 'POST', url: `${b.url}/deposit/refunded`, payload: {} }),
  },
  {
    route: 'PUT /api/bookings/:id/sessions/:n',
    state: confirmed,
    for: 'recipient',
    request: (b) => ({
      method: 'PUT',
      url: `${b.url}/sessions/1`,
      payload: { start: inHours(24 * 9).toISOString() },
    }),
  },
  {
    route: 'POST /api/bookings/:id/sessions/:n/complete',
    state: started,
    for: 'recipient',
    request: (b) => ({ method: 'POST', url: `${b.url}/sessions/1/complete`, payload: {} }),
  },
  {
    route: 'POST /api/bookings/:id/sessions/:n/no-show',
    state: started,
    for: 'recipient',
    request: (b) => ({ method: 'POST', url: `${b.url}/sessions/1/no-show`, payload: {} }),
  },
  {
    route: 'POST /api/bookings/:id/cancel',
    state: confirmed,
    for: 'either',
    request: (b) => ({ method: 'POST', url: `${b.url}/cancel`, payload: { reason: 'Something came up' } }),
  },
  // Issue 24: the consent form, its signature and its PDF.
  {
    route: 'GET /api/bookings/:id/consent',
    state: confirmed,
    for: 'read',
    request: (b) => ({ method: 'GET', url: `${b.url}/consent` }),
  },
  {
    route: 'POST /api/bookings/:id/consent',
    state: confirmed,
    for: 'client',
    ok: 201,
    request: (b) => ({ method: 'POST', url: `${b.url}/consent`, payload: consentBody() }),
  },
  {
    route: 'GET /api/bookings/:id/consent.pdf',
    state: confirmed,
    for: 'read',
    before: (b) => signAsClient(t, b),
    request: (b) => ({ method: 'GET', url: `${b.url}/consent.pdf` }),
  },
];

const kinds: InquiryKind[] = ['artist', 'studio'];
const strangers = {} as Strangers;
const userOf = callerOf(strangers);

beforeAll(async () => {
  // Another client has a booking of their own; the other artist and studio have theirs too.
  strangers['another client'] = (await makeBooking()).client as SessionUser;
  strangers['another artist'] = (await makeBooking({ kind: 'artist' })).recipient;
  strangers['another studio'] = (await makeBooking({ kind: 'studio' })).recipient;
  strangers.admin = sessionUser('admin');
});

describe('booking authorization', () => {
  const cells = kinds.flatMap((kind) =>
    routes.flatMap((row) => everyone.map((as) => [`${row.route} (${kind})`, as, row, kind] as const)),
  );

  it.each(cells)('%s as %s', async (_, as, row, kind) => {
    const b = await makeBooking({ ...row.state, kind });
    await row.before?.(b);
    const res = await t.inject(row.request(b), userOf(as, b));
    expect(res.statusCode).toBe(expected(row.for, as, row.ok));
  });

  it.each(everyone)('GET /api/bookings as %s lists only what they may read', async (as) => {
    const b = await makeBooking();
    // Its inquiry narrows an admin's list (every booking) to this one.
    const res = await t.inject(
      { method: 'GET', url: `/api/bookings?inquiryId=${b.inquiryId}` },
      userOf(as, b),
    );
    expect(res.statusCode).toBe(as === 'anonymous' ? 401 : 200);
    if (res.statusCode !== 200) return;
    const ids = (res.json() as { bookings: { id: string }[] }).bookings.map((x) => x.id);
    expect(ids.includes(b.id)).toBe(expected('read', as) === 200);
  });

  it.each(routes)(
    '$route names no booking with an id that is not a UUID, or an unknown one (404)',
    async (row) => {
      const b = await makeBooking(row.state);
      for (const id of ['not-a-uuid', '7f2c4e8a-9a53-4f7c-9b59-3d8c1f6f0e21'])
        for (const user of [b.recipient, b.client, strangers.admin]) {
          const request = row.request({ ...b, url: `/api/bookings/${id}` });
          expect((await t.inject(request, user)).statusCode).toBe(404);
        }
    },
  );
});
