import { randomUUID } from 'node:crypto';
import type { Offer } from '@inkbook/contracts/booking';
import { OFFER_NOT_OPEN } from '@inkbook/contracts/booking-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, publishedStudio, sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { hoursFromNow, type Party, useBookings } from '../testing/suite';
import { NOT_OWN_ARTIST, NOT_VERIFIED_ARTIST, SLOTS_PASSED } from './offer.service';

const t = useBookings();

/** The offer events of an inquiry, oldest first. */
async function offerEvents(inquiryId: string) {
  const { rows } = await sql<{ subject: string; payload: Offer & Record<string, unknown> }>`
    select subject, payload from bookings.outbox where payload->>'inquiryId' = ${inquiryId}
    order by seq`.execute(t.db);
  return rows;
}

const offersOf = (party: Party, as: SessionUser | null = party.recipient) =>
  t.call(as, 'GET', `/api/offers?inquiryId=${party.inquiryId}`);

describe('POST /api/offers', () => {
  it('the recipient offers: the policy snapshot, the time zone, its name, and the event with the parties', async () => {
    const artist = await publishedArtist(t, {
      artistName: 'Rae Lin',
      depositPolicy: 'Deposits hold your date.',
      cancellationPolicy: 'Two days notice, please.',
      touchupPolicy: 'One free touch-up.',
    });
    await t.call(artist.user, 'PUT', '/api/bookings/settings', {
      timeZone: 'America/Chicago',
      cancellationNoticeHours: 24,
    });
    const party = await t.artistInquiry({ artist, quoteDeposit: 120 });
    const slots = [hoursFromNow(48), hoursFromNow(24)];
    const res = await t.call(
      party.recipient,
      'POST',
      '/api/offers',
      t.offerBody(party, { slots, note: 'Bring a snack' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { offer } = res.json();
    expect(offer).toEqual({
      id: expect.any(String),
      inquiryId: party.inquiryId,
      inquiryKind: 'artist',
      status: 'open',
      artistId: party.recipientId,
      studioId: null,
      recipientName: 'Rae Lin',
      priceLow: 300,
      priceHigh: 450,
      sessions: 1,
      sessionHours: 3,
      deposit: 120,
      depositDueHours: 48,
      slots: [slots[1], slots[0]],
      location: 'Ink & Iron, 12 Main St, Austin',
      note: 'Bring a snack',
      timeZone: 'America/Chicago',
      policy: {
        deposit: 'Deposits hold your date.',
        cancellation: 'Two days notice, please.',
        touchup: 'One free touch-up.',
        cancellationNoticeHours: 24,
      },
      declineReason: null,
      bookingId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await offerEvents(party.inquiryId)).toEqual([
      {
        subject: 'bookings.offer.created',
        payload: {
          ...offer,
          recipientArtistId: party.recipientId,
          recipientStudioId: null,
          clientUserId: party.client.id,
          clientEmail: party.client.email,
          clientName: 'Sam Client',
        },
      },
    ]);
  });

  it('a new offer withdraws the open one, and both changes are published', async () => {
    const party = await t.artistInquiry();
    const first = await t.offer(party);
    const second = await t.offer(party, { priceLow: 350, priceHigh: 350 });
    const { offers } = (await offersOf(party)).json();
    expect(offers.map((o: Offer) => [o.id, o.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'withdrawn'],
    ]);
    expect(
      (await offerEvents(party.inquiryId)).map((e) => [e.subject, e.payload.id, e.payload.status]),
    ).toEqual([
      ['bookings.offer.created', first.id, 'open'],
      ['bookings.offer.updated', first.id, 'withdrawn'],
      ['bookings.offer.created', second.id, 'open'],
    ]);
  });

  it('the policy is a snapshot: a later profile edit and settings change leave a sent offer as it was', async () => {
    const artist = await publishedArtist(t, { cancellationPolicy: 'Old words.' });
    const party = await t.artistInquiry({ artist });
    const sent = await t.offer(party);
    await t.publish('catalog.artist.updated', { ...artist.artist, cancellationPolicy: 'New words.' });
    await t.call(party.recipient, 'PUT', '/api/bookings/settings', { cancellationNoticeHours: 96 });
    const [offer] = (await offersOf(party)).json().offers;
    expect(offer.policy).toEqual(sent.policy);
    expect(offer.policy).toMatchObject({ cancellation: 'Old words.', cancellationNoticeHours: 48 });
    // The next offer takes the new texts.
    expect((await t.offer(party)).policy).toMatchObject({
      cancellation: 'New words.',
      cancellationNoticeHours: 96,
    });
  });

  it.each([
    ['the quoted deposit', 100, {}, 100],
    ['the quote clamped to the lowest price', 500, { priceLow: 200, priceHigh: 400 }, 200],
    ['0 without a quote', null, {}, 0],
    ['what the artist says over the quote', 100, { deposit: 60 }, 60],
  ])('the deposit is %s', async (_, quoteDeposit, changes, deposit) => {
    const party = await t.artistInquiry({ quoteDeposit });
    expect((await t.offer(party, changes)).deposit).toBe(deposit);
  });

  it('a studio: deposit 0 by default, no touch-up policy, and only one of its verified artists may be named', async () => {
    const party = await t.studioInquiry();
    const offer = await t.offer(party);
    expect(offer).toMatchObject({
      deposit: 0,
      artistId: null,
      studioId: party.recipientId,
      policy: { touchup: null },
    });

    const artist = (await publishedArtist(t)).artist.id;
    const naming = t.offerBody(party, { artistId: artist });
    const unverified = await t.call(party.recipient, 'POST', '/api/offers', naming);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().error.fields).toEqual({ artistId: NOT_VERIFIED_ARTIST });

    await t.claim(party.recipientId, artist);
    const verified = await t.call(party.recipient, 'POST', '/api/offers', naming);
    expect(verified.statusCode, verified.body).toBe(201);
    expect(verified.json().offer).toMatchObject({ artistId: artist, studioId: party.recipientId });

    // A delisted claim (cancelled) undoes the pair.
    await t.claim(party.recipientId, artist, 'cancelled');
    expect((await t.call(party.recipient, 'POST', '/api/offers', naming)).statusCode).toBe(400);
  });
});

describe('bad input: 400 naming the field, and nothing is written', () => {
  let party: Party;
  beforeAll(async () => {
    party = await t.artistInquiry();
  });

  it.each([
    ['slots', { slots: [hoursFromNow(-1)] }, SLOTS_PASSED],
    ['slots', { slots: [hoursFromNow(24), hoursFromNow(-24)] }, SLOTS_PASSED],
    ['slots', { slots: [1, 2, 3, 4, 5].map((d) => hoursFromNow(24 * d)) }, 'Please offer at most 4 times'],
    ['slots', { slots: [] }, 'Please offer at least one time'],
    ['slots.0', { slots: ['next tuesday'] }, undefined],
    ['slots', { slots: [hoursFromNow(24), hoursFromNow(24)] }, 'Each time may be offered once'],
    ['priceHigh', { priceLow: 400, priceHigh: 300 }, 'Highest price must be at least the lowest price'],
    ['deposit', { priceLow: 300, deposit: 301 }, 'Deposit cannot be more than the lowest price'],
    ['deposit', { deposit: -1 }, 'Deposit must be $0 or more'],
    ['sessions', { sessions: 0 }, 'Sessions must be a whole number from 1 to 10'],
    ['sessions', { sessions: 11 }, 'Sessions must be a whole number from 1 to 10'],
    ['sessionHours', { sessionHours: 0.25 }, 'Session length must be between 0.5 and 12 hours'],
    ['sessionHours', { sessionHours: 13 }, 'Session length must be between 0.5 and 12 hours'],
    ['depositDueHours', { depositDueHours: 0 }, 'Deposit due time must be 1 to 168 hours'],
    ['depositDueHours', { depositDueHours: 169 }, 'Deposit due time must be 1 to 168 hours'],
    ['location', { location: '' }, undefined],
    ['inquiryKind', { inquiryKind: 'shop' }, 'Inquiry kind must be artist or studio'],
    ['artistId', { artistId: randomUUID() }, NOT_OWN_ARTIST],
  ])('%s: %j', async (field, changes, message) => {
    const res = await t.call(
      party.recipient,
      'POST',
      '/api/offers',
      t.offerBody(party, changes as Parameters<typeof t.offerBody>[1]),
    );
    expect(res.statusCode, res.body).toBe(400);
    const { fields } = res.json().error;
    expect(fields).toHaveProperty([field]);
    if (message) expect(fields[field]).toBe(message);
    expect(await offerEvents(party.inquiryId)).toEqual([]);
    expect(await t.db.selectFrom('offers').where('inquiry_id', '=', party.inquiryId).execute()).toEqual([]);
  });
});

describe('who may offer, read, decline and withdraw', () => {
  let artist: Party;
  let studio: Party;
  let others: Record<'another artist' | 'another studio' | 'another client' | 'admin', SessionUser>;
  beforeAll(async () => {
    artist = await t.artistInquiry();
    studio = await t.studioInquiry();
    others = {
      'another artist': (await publishedArtist(t)).user,
      'another studio': (await publishedStudio(t)).user,
      'another client': sessionUser('client'),
      admin: sessionUser('admin'),
    };
  });

  const caller = (party: Party, as: string): SessionUser | null =>
    as === 'anonymous'
      ? null
      : as === 'the client'
        ? party.client
        : as === 'the recipient'
          ? party.recipient
          : others[as as keyof typeof others];

  it.each([
    ['anonymous', 401, 401],
    ['the client', 403, 200],
    ['another client', 404, 404],
    ['the recipient', 201, 200],
    ['another artist', 404, 404],
    ['another studio', 404, 404],
    ['admin', 403, 200],
  ])('%s: offer %i, read %i', async (as, offers, reads) => {
    for (const party of [artist, studio]) {
      const user = caller(party, as);
      expect((await t.call(user, 'POST', '/api/offers', t.offerBody(party))).statusCode).toBe(offers);
      expect((await offersOf(party, user)).statusCode).toBe(reads);
    }
  });

  it('an unknown inquiry, one of the other kind or a deleted one is 404 even to its recipient', async () => {
    const party = await t.artistInquiry();
    const post = (changes: object) =>
      t.call(party.recipient, 'POST', '/api/offers', t.offerBody(party, changes));
    expect((await post({ inquiryId: randomUUID() })).statusCode).toBe(404);
    expect((await post({ inquiryId: 'not-an-id' })).statusCode).toBe(404);
    expect((await post({ inquiryKind: 'studio' })).statusCode).toBe(404);
    expect((await offersOf({ ...party, inquiryId: 'nope' })).statusCode).toBe(404);
    await t.publish('inquiries.inquiry.deleted', { id: party.inquiryId, artistId: party.recipientId });
    expect((await post({})).statusCode).toBe(404);
  });

  it.each([
    ['decline', 'the client', 'declined', 'the recipient'],
    ['withdraw', 'the recipient', 'withdrawn', 'the client'],
  ])(
    '%s: %s only (the other party 403, strangers 404), once (409)',
    async (action, who, status, otherParty) => {
      for (const party of [artist, studio]) {
        const { id } = await t.offer(party);
        const url = `/api/offers/${id}/${action}`;
        const body = action === 'decline' ? { reason: 'The dates do not work for me' } : {};
        expect((await t.call(null, 'POST', url, body)).statusCode).toBe(401);
        expect((await t.call(caller(party, otherParty), 'POST', url, body)).statusCode).toBe(403);
        expect((await t.call(others.admin, 'POST', url, body)).statusCode).toBe(403);
        expect((await t.call(others['another artist'], 'POST', url, body)).statusCode).toBe(404);
        expect((await t.call(others['another client'], 'POST', url, body)).statusCode).toBe(404);

        const res = await t.call(caller(party, who), 'POST', url, body);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().offer).toMatchObject({
          id,
          status,
          declineReason: action === 'decline' ? 'The dates do not work for me' : null,
        });
        const events = await offerEvents(party.inquiryId);
        expect(events.at(-1)).toMatchObject({ subject: 'bookings.offer.updated', payload: { id, status } });

        const again = await t.call(caller(party, who), 'POST', url, body);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(OFFER_NOT_OPEN);
      }
    },
  );

  it('an unknown offer is 404', async () => {
    const res = await t.call(artist.client, 'POST', `/api/offers/${randomUUID()}/decline`, {});
    expect(res.statusCode).toBe(404);
    expect((await t.call(artist.client, 'POST', '/api/offers/nope/decline', {})).statusCode).toBe(404);
  });
});
