import { artistInquiryBody, withoutContact } from '@inkbook/inquiries/testing';
import { jpegDataUrl } from '@inkbook/media/testing';
import { beforeAll, expect, it } from 'vitest';
import { hoursFromNow, useBookingJourney } from './bookings-stack';

// Issue 23: one table, every route of the bookings service × who is calling → the status the server answers,
// through the gateway. An offer's or a booking's parties are the inquiry's recipient and the client who sent it:
// each takes only their own steps (the other party is told 403), admins read but never act (403), and anyone else
// learns nothing (404). Settings and the calendar feed belong to an artist or a studio.

const roles = [
  'anonymous',
  'client',
  'otherClient',
  'artist',
  'otherArtist',
  'otherStudio',
  'admin',
] as const;
type Role = (typeof roles)[number];

// Every fresh offer is a new inquiry from the same client: lift the per-email send limit for this file.
const j = useBookingJourney({ INQUIRY_RATE_LIMIT_PER_EMAIL: '1000' });
const cookies: Partial<Record<Role, string>> = {};
const ids = { artist: '', inquiry: '', offer: '', booking: '', feedPath: '' };
/** A healed photo as the client's page sends it (a data URL). */
let healedPhoto = '';
let slotCounter = 0;
/** A time no other offer of this file uses (four hours apart). */
const nextSlot = () => hoursFromNow(24 * 20 + 4 * slotCounter++);

/** A new inquiry from the client to the artist, once bookings knows it. */
async function freshInquiry() {
  const res = await j.send('POST', '/api/inquiries', {
    cookie: cookies.client,
    payload: withoutContact(artistInquiryBody(ids.artist)),
  });
  j.expectStatus(res, 201);
  await j.knowsInquiry(res.json().id);
  return res.json().id as string;
}

/** An open offer from the artist on a new inquiry. */
async function freshOffer() {
  const inquiryId = await freshInquiry();
  const res = await j.send('POST', '/api/offers', {
    cookie: cookies.artist,
    payload: {
      inquiryId,
      inquiryKind: 'artist',
      priceLow: 200,
      priceHigh: 200,
      sessions: 2,
      sessionHours: 2,
      deposit: 50,
      slots: [nextSlot()],
      location: 'The shop',
    },
  });
  j.expectStatus(res, 201);
  return res.json().offer as { id: string; slots: string[] };
}

/** A booking awaiting its deposit (session 2 still to be scheduled). */
async function freshBooking() {
  const offer = await freshOffer();
  const res = await j.send('POST', `/api/offers/${offer.id}/accept`, {
    cookie: cookies.client,
    payload: { slot: offer.slots[0] },
  });
  j.expectStatus(res, 201);
  return res.json().booking.id as string;
}

beforeAll(async () => {
  const [artist, otherArtist] = [await j.recipientArtist(), await j.recipientArtist()];
  const otherStudio = await j.recipientStudio();
  const sent = await j.fromNewClient(artist.artist.id, otherStudio.studio.id);
  const other = await j.fromNewClient(otherArtist.artist.id, otherStudio.studio.id);
  Object.assign(cookies, {
    client: sent.cookie,
    otherClient: other.cookie,
    artist: artist.cookie,
    otherArtist: otherArtist.cookie,
    otherStudio: otherStudio.cookie,
    admin: await j.signInAdmin(),
  });
  ids.artist = artist.artist.id;
  ids.inquiry = sent.artistInquiry.id;
  await j.knowsInquiry(ids.inquiry);
  ids.offer = (await freshOffer()).id;
  ids.booking = await freshBooking();
  const feed = await j.send('GET', '/api/calendar/feed', { cookie: cookies.artist });
  j.expectStatus(feed, 200);
  ids.feedPath = new URL(feed.json().url).pathname;
  healedPhoto = await jpegDataUrl();
}, 180_000);

type Fresh = 'offer' | 'booking';
interface Row {
  route: string;
  method: 'GET' | 'POST' | 'PUT';
  url: (fresh: string) => string;
  /** A 2xx call changes its target: the roles expected to succeed get one of their own. */
  fresh?: Fresh;
  body?: () => object;
  expect: Record<Role, number>;
}

const everyone = (status: number) =>
  Object.fromEntries(roles.map((r) => [r, status])) as Record<Role, number>;
/** One party's step: that party `ok`, the other party and admins 403, everyone else 404. */
const step = (party: 'client' | 'artist', ok: number): Record<Role, number> => ({
  ...everyone(404),
  anonymous: 401,
  client: 403,
  artist: 403,
  admin: 403,
  [party]: ok,
});
/** Read by both parties and admins. */
const partiesRead: Record<Role, number> = {
  ...everyone(404),
  anonymous: 401,
  client: 200,
  artist: 200,
  admin: 200,
};
/** An artist's or a studio's own (settings, the feed): clients and admins have none. */
const ownersOnly = (ok: number): Record<Role, number> => ({
  ...everyone(ok),
  anonymous: 401,
  client: 403,
  otherClient: 403,
  admin: 403,
});
const booking = (path: string) => (fresh: string) => `/api/bookings/${fresh || ids.booking}${path}`;
const offer = (path: string) => (fresh: string) => `/api/offers/${fresh || ids.offer}${path}`;

const table: Row[] = [
  {
    route: 'GET /api/bookings/settings',
    method: 'GET',
    url: () => '/api/bookings/settings',
    expect: ownersOnly(200),
  },
  {
    route: 'PUT /api/bookings/settings',
    method: 'PUT',
    url: () => '/api/bookings/settings',
    body: () => ({ cancellationNoticeHours: 24 }),
    expect: ownersOnly(200),
  },
  {
    route: 'POST /api/offers',
    method: 'POST',
    url: () => '/api/offers',
    body: () => ({
      inquiryId: ids.inquiry,
      inquiryKind: 'artist',
      priceLow: 100,
      priceHigh: 150,
      sessions: 1,
      sessionHours: 1,
      slots: [nextSlot()],
      location: 'The shop',
    }),
    expect: step('artist', 201),
  },
  {
    route: 'GET /api/offers?inquiryId=',
    method: 'GET',
    url: () => `/api/offers?inquiryId=${ids.inquiry}`,
    expect: partiesRead,
  },
  {
    route: 'POST /api/offers/{id}/accept',
    method: 'POST',
    url: offer('/accept'),
    fresh: 'offer',
    body: () => ({ slot: hoursFromNow(24 * 400) }),
    expect: step('client', 201),
  },
  {
    route: 'POST /api/offers/{id}/decline',
    method: 'POST',
    url: offer('/decline'),
    fresh: 'offer',
    body: () => ({ reason: 'The dates do not work for me' }),
    expect: step('client', 200),
  },
  {
    route: 'POST /api/offers/{id}/withdraw',
    method: 'POST',
    url: offer('/withdraw'),
    fresh: 'offer',
    expect: step('artist', 200),
  },
  {
    route: 'GET /api/bookings',
    method: 'GET',
    url: () => '/api/bookings',
    expect: { ...everyone(200), anonymous: 401 },
  },
  { route: 'GET /api/bookings/{id}', method: 'GET', url: booking(''), expect: partiesRead },
  {
    route: 'POST /api/bookings/{id}/deposit/sent',
    method: 'POST',
    url: booking('/deposit/sent'),
    fresh: 'booking',
    expect: step('client', 200),
  },
  {
    route: 'POST /api/bookings/{id}/deposit/received',
    method: 'POST',
    url: booking('/deposit/received'),
    fresh: 'booking',
    body: () => ({ method: 'Cash' }),
    expect: step('artist', 200),
  },
  // Allowed to the artist, but nothing is owed back yet: out of order.
  {
    route: 'POST /api/bookings/{id}/deposit/refunded',
    method: 'POST',
    url: booking('/deposit/refunded'),
    expect: step('artist', 409),
  },
  // The manual provider takes no payments online.
  {
    route: 'POST /api/bookings/{id}/deposit/checkout',
    method: 'POST',
    url: booking('/deposit/checkout'),
    expect: step('client', 409),
  },
  {
    route: 'PUT /api/bookings/{id}/sessions/{n}',
    method: 'PUT',
    url: booking('/sessions/2'),
    fresh: 'booking',
    body: () => ({ start: nextSlot() }),
    expect: step('artist', 200),
  },
  // A session that has not started cannot be done, or missed.
  {
    route: 'POST /api/bookings/{id}/sessions/{n}/complete',
    method: 'POST',
    url: booking('/sessions/1/complete'),
    expect: step('artist', 409),
  },
  {
    route: 'POST /api/bookings/{id}/sessions/{n}/no-show',
    method: 'POST',
    url: booking('/sessions/1/no-show'),
    expect: step('artist', 409),
  },
  {
    route: 'POST /api/bookings/{id}/cancel',
    method: 'POST',
    url: booking('/cancel'),
    fresh: 'booking',
    body: () => ({ reason: 'Something came up' }),
    expect: { ...step('client', 200), artist: 200 },
  },
  {
    route: 'GET /api/bookings/{id}/calendar.ics',
    method: 'GET',
    url: booking('/calendar.ics'),
    expect: partiesRead,
  },
  {
    route: 'GET /api/calendar/feed',
    method: 'GET',
    url: () => '/api/calendar/feed',
    expect: ownersOnly(200),
  },
  // Anyone holding the secret URL reads the feed: it is the key (a calendar app subscribes without a session).
  { route: 'GET /api/calendar/{token}.ics', method: 'GET', url: () => ids.feedPath, expect: everyone(200) },
  {
    route: 'GET /api/calendar/{token}.ics (a made-up token)',
    method: 'GET',
    url: () => '/api/calendar/not-a-real-token.ics',
    expect: everyone(404),
  },
  // Issue 24: the consent template is the owner's; a booking's form is read by its parties (the PDF once signed).
  {
    route: 'GET /api/bookings/settings/consent',
    method: 'GET',
    url: () => '/api/bookings/settings/consent',
    expect: ownersOnly(200),
  },
  {
    route: 'PUT /api/bookings/settings/consent',
    method: 'PUT',
    url: () => '/api/bookings/settings/consent',
    body: () => ({
      title: 'Consent at the shop',
      statements: [{ text: 'I am over eighteen and sober.' }],
      minimumAge: 18,
    }),
    expect: ownersOnly(200),
  },
  {
    route: 'GET /api/bookings/settings/consent/versions',
    method: 'GET',
    url: () => '/api/bookings/settings/consent/versions',
    expect: ownersOnly(200),
  },
  { route: 'GET /api/bookings/{id}/consent', method: 'GET', url: booking('/consent'), expect: partiesRead },
  // Awaiting its deposit: the form is not open yet, for the client; the artist may never sign.
  {
    route: 'POST /api/bookings/{id}/consent',
    method: 'POST',
    url: booking('/consent'),
    body: () => ({
      legalName: 'Sam Client',
      dateOfBirth: '1990-01-01',
      acknowledgements: [],
      signature: 'Sam Client',
    }),
    expect: step('client', 409),
  },
  {
    route: 'GET /api/bookings/{id}/consent.pdf (not signed yet)',
    method: 'GET',
    url: booking('/consent.pdf'),
    expect: { ...partiesRead, client: 409, artist: 409, admin: 409 },
  },
  // Healed photos come after a finished session: on a booking awaiting its deposit the client is told 409, the
  // artist (who never sends them) and admins 403. Reading and publishing: services/bookings' healed-photo table.
  {
    route: 'POST /api/bookings/{id}/healed-photos (no session finished yet)',
    method: 'POST',
    url: booking('/healed-photos'),
    body: () => ({ images: [healedPhoto], allowPublic: true }),
    expect: step('client', 409),
  },
  // The manual provider has no webhook.
  {
    route: 'POST /api/payments/stripe/webhook',
    method: 'POST',
    url: () => '/api/payments/stripe/webhook',
    body: () => ({ type: 'checkout.session.completed' }),
    expect: everyone(404),
  },
];

/** The fresh target a succeeding role acts on (an accept takes its offer's own time). */
async function prepare(row: Row, status: number) {
  if (!row.fresh || status >= 300) return { id: '', body: row.body?.() };
  if (row.fresh === 'booking') return { id: await freshBooking(), body: row.body?.() };
  const made = await freshOffer();
  const body = row.route.endsWith('/accept') ? { slot: made.slots[0] } : row.body?.();
  return { id: made.id, body };
}

for (const row of table) {
  it(`${row.route}: ${roles.map((r) => `${r} ${row.expect[r]}`).join(', ')}`, async () => {
    const answered: Record<string, number> = {};
    for (const role of roles) {
      const { id, body } = await prepare(row, row.expect[role]);
      const res = await j.send(row.method, row.url(id), {
        ...(role !== 'anonymous' && { cookie: cookies[role] }),
        ...(body && { payload: body }),
      });
      answered[role] = res.statusCode;
    }
    expect(answered).toEqual(row.expect);
  }, 60_000);
}
