import { randomUUID } from 'node:crypto';
import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { BookingStatus } from '@inkbook/contracts/booking-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

// Issue 24: an inquiry marked as a touch-up (`touchupOf`) of a completed booking of the same client with the same
// artist or studio, as bookings' events told this service (each inquiry keeps its latest booking). Stored, answered
// in every read and carried by the inquiry's events; anything else a 400 on `touchupOf` with nothing stored.

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000', INQUIRY_RATE_LIMIT_PER_EMAIL: '1000' });

/** The payload of the `subject` event the service enqueued for inquiry `id`. */
const eventOf = async (subject: string, id: string) =>
  (
    await sql<{ payload: { touchupOf?: string | null } }>`
      select payload from inquiries.outbox where subject = ${subject} and payload->>'id' = ${id}`.execute(
      t.db,
    )
  ).rows[0]?.payload;

type Kind = 'artist' | 'studio';
const send = (kind: Kind, body: object, user: SessionUser | null = null) =>
  kind === 'artist' ? t.sendArtist(body, { user }) : t.sendStudio(body, { user });
const bodyFor = (kind: Kind, overrides: Record<string, unknown> = {}) =>
  kind === 'artist' ? t.artistBody(overrides) : t.studioBody(overrides);

/** A body as a signed-in client sends it: their account's email, the name and phone written as a new client does. */
const signedIn = ({ email: _email, ...body }: Record<string, unknown>) => body;

/** Bookings' event for a booking of inquiry `inquiryId` in `status`, as the bookings service publishes it. */
async function bookingOf(kind: Kind, inquiryId: string, status: BookingStatus = 'completed') {
  const id = randomUUID();
  const at = new Date().toISOString();
  await t.publish('bookings.booking.updated', {
    id,
    offerId: randomUUID(),
    inquiryId,
    inquiryKind: kind,
    status,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

/** An inquiry of `kind` by `client` (anonymous with `email` when null) that ended in a completed booking. */
async function completedBooking(
  kind: Kind,
  client: SessionUser | null,
  overrides: Record<string, unknown> = {},
) {
  const body = client ? signedIn(bodyFor(kind, overrides)) : bodyFor(kind, overrides);
  const res = await send(kind, body, client);
  expect(res.statusCode, res.body).toBe(201);
  return { inquiry: res.json(), bookingId: await bookingOf(kind, res.json().id) };
}

const refused = async (kind: Kind, body: object, user: SessionUser | null = null) => {
  const before = await t.storedCounts();
  const res = await send(kind, body, user);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    message: HEALED_TEXTS.touchupNotYours,
    error: { fields: { touchupOf: HEALED_TEXTS.touchupNotYours } },
  });
  expect(await t.storedCounts()).toEqual(before);
};

describe.each(['artist', 'studio'] as const)('a touch-up inquiry to the %s', (kind) => {
  const inboxUrl = () =>
    kind === 'artist'
      ? `/api/inquiries/artist/${t.artist.id}`
      : `/api/studio-inquiries/studio/${t.studio.id}`;
  const recipient = () => (kind === 'artist' ? t.artistUser : t.studioUser);
  const subject = kind === 'artist' ? 'inquiries.inquiry.created' : 'inquiries.studio-inquiry.created';

  it('names the client’s completed booking: stored, answered in every read and in its event', async () => {
    const client = sessionUser('client');
    const { bookingId } = await completedBooking(kind, client);
    const res = await send(kind, signedIn(bodyFor(kind, { touchupOf: bookingId })), client);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(res.json().touchupOf).toBe(bookingId);

    const inbox = (await t.inject({ method: 'GET', url: inboxUrl() }, recipient())).json();
    expect(inbox.items.find((item: { id: string }) => item.id === id)?.touchupOf).toBe(bookingId);
    const mine = (await t.inject({ method: 'GET', url: '/api/inquiries/mine' }, client)).json();
    expect(mine.items.find((item: { id: string }) => item.id === id)?.touchupOf).toBe(bookingId);
    expect((await eventOf(subject, id))?.touchupOf).toBe(bookingId);
  });

  it('is null on an inquiry for a new tattoo', async () => {
    const res = await send(kind, bodyFor(kind));
    expect(res.statusCode).toBe(201);
    expect(res.json().touchupOf).toBeNull();
  });

  it('matches a booking sent without an account by its email, whatever its case', async () => {
    const email = `guest.${randomUUID().slice(0, 8)}@clients.test`;
    const { bookingId } = await completedBooking(kind, null, { email });
    const res = await send(kind, bodyFor(kind, { email: email.toUpperCase(), touchupOf: bookingId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().touchupOf).toBe(bookingId);
    await refused(kind, bodyFor(kind, { touchupOf: bookingId }));
  });

  it('refuses another client’s booking, even sent with its account’s email', async () => {
    const client = sessionUser('client');
    const { bookingId } = await completedBooking(kind, client);
    await refused(kind, signedIn(bodyFor(kind, { touchupOf: bookingId })), sessionUser('client'));
    await refused(kind, bodyFor(kind, { email: client.email, touchupOf: bookingId }));
  });

  it('refuses a booking that is not completed, an unknown one, and a malformed id', async () => {
    const client = sessionUser('client');
    const open = await send(kind, signedIn(bodyFor(kind)), client);
    const confirmed = await bookingOf(kind, open.json().id, 'confirmed');
    await refused(kind, signedIn(bodyFor(kind, { touchupOf: confirmed })), client);
    await refused(kind, signedIn(bodyFor(kind, { touchupOf: randomUUID() })), client);
    const malformed = await send(kind, signedIn(bodyFor(kind, { touchupOf: 'booking-1' })), client);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields)).toEqual(['touchupOf']);
  });
});

describe('a touch-up inquiry to someone else', () => {
  it('refuses the booking of another artist, and a studio booking asked of its artist', async () => {
    const client = sessionUser('client');
    const { bookingId } = await completedBooking('artist', client);
    const other = await publishedArtist(t);
    await refused(
      'artist',
      signedIn(t.artistBody({ artistId: other.artist.id, touchupOf: bookingId })),
      client,
    );
    await refused('studio', signedIn(t.studioBody({ touchupOf: bookingId })), client);
    const studioBooking = await completedBooking('studio', client);
    await refused('artist', signedIn(t.artistBody({ touchupOf: studioBooking.bookingId })), client);
  });
});
