import { randomUUID } from 'node:crypto';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import type { SessionUser } from '@inkbook/contracts/identity';
import { startConsumer } from '@inkbook/service-kit';
import { createObservedTransport, useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKS_DURABLE } from '../books/books.consumers';
import { type CatalogTest, catalogService, insertArtist, insertStudio } from '../testing/factories';
import { applyInquiryEvent, INQUIRIES_DURABLE } from './projection.consumers';

// Claims and inquiries publish; catalog keeps verified links and inquiry counts (DESIGN §4). Events are
// simulated on the test's bus exactly as those services will publish them: full payloads of their contract.
const ctx = useService(catalogService);
let db: CatalogTest['db'];
let admin: SessionUser;
let artist: Awaited<ReturnType<typeof insertArtist>>;
let studio: Awaited<ReturnType<typeof insertStudio>>;
beforeAll(async () => {
  db = ctx.db;
  admin = ctx.auth.admin;
  artist = await insertArtist(db, { status: 'approved', artist_name: 'Linked Artist' });
  studio = await insertStudio(db, { status: 'approved', studio_name: 'Linked Studio' });
});

const get = (url: string, user?: SessionUser) => ctx.inject({ method: 'GET', url }, user);
const verifiedArtistIds = async () =>
  (await get(`/api/studios/${studio.handle}`)).json().verifiedArtists.map((a: { id: string }) => a.id);
/** The badges on the artist's own profile (the artists module reads the same projection). */
const verifiedStudioIds = async () =>
  (await get(`/api/artists/${artist.instagram_handle}`))
    .json()
    .verifiedStudios.map((s: { id: string }) => s.id);
const inquiryCount = async () =>
  (await get(`/api/admin/artists?includeInquiryCounts=true&q=${artist.instagram_handle}`, admin))
    .json()
    .items.find((a: { id: string }) => a.id === artist.id).inquiryCount;
const counts = () =>
  db
    .selectFrom('artist_inquiry_counts')
    .select(['total', 'pending'])
    .where('artist_id', '=', artist.id)
    .executeTakeFirst();

describe('verified links from claims events', () => {
  it('adds the link on a verified claim and removes it when the claim is no longer verified', async () => {
    const claim = { id: randomUUID(), artistId: artist.id, studioId: studio.id, status: 'verified' } as const;
    await ctx.publish('claims.claim.updated', claim);
    expect(await verifiedArtistIds()).toEqual([artist.id]);
    const profile = (await get(`/api/studios/${studio.handle}`)).json();
    expect(profile.verifiedArtists[0]).toEqual({
      id: artist.id,
      artistName: 'Linked Artist',
      instagramHandle: artist.instagram_handle,
      profileImage: null,
      location: 'Austin, TX',
    });
    expect((await get('/api/studios')).json().items[0].verifiedArtistCount).toBe(1);
    expect(await verifiedStudioIds()).toEqual([studio.id]);

    await ctx.publish('claims.claim.updated', { ...claim, status: 'denied_by_artist' });
    expect(await verifiedArtistIds()).toEqual([]);
    expect(await verifiedStudioIds()).toEqual([]);
    // Re-approval through an update brings it back.
    await ctx.publish('claims.claim.updated', { ...claim, status: 'verified' });
    expect(await verifiedArtistIds()).toEqual([artist.id]);
  });

  it('ignores a verified claim about a profile catalog does not have', async () => {
    await ctx.publish('claims.claim.updated', {
      artistId: randomUUID(),
      studioId: studio.id,
      status: 'verified',
    });
    await ctx.publish('claims.claim.updated', {
      artistId: artist.id,
      studioId: studio.id,
      status: 'cancelled',
    });
    expect(await verifiedArtistIds()).toEqual([]);
    expect(await db.selectFrom('verified_links').selectAll().execute()).toEqual([]);
  });
});

describe('inquiry counts from inquiries events', () => {
  it('counts created inquiries once per event id, moves pending on status changes, and drops deleted ones', async () => {
    const first = { id: randomUUID(), artistId: artist.id, status: 'pending' } as const;
    const second = { id: randomUUID(), artistId: artist.id, status: 'pending' } as const;
    const eventId = randomUUID();
    await ctx.publish('inquiries.inquiry.created', first, eventId);
    await ctx.publish('inquiries.inquiry.created', first, eventId);
    await ctx.publish('inquiries.inquiry.created', second);
    // Studio inquiries have their own subjects and no artist to count for.
    await ctx.publish('inquiries.studio-inquiry.created', { id: randomUUID(), studioId: studio.id });
    expect(await inquiryCount()).toBe(2);
    expect(await counts()).toEqual({ total: 2, pending: 2 });

    await ctx.publish('inquiries.inquiry.updated', {
      ...first,
      status: 'reviewed',
      previousStatus: 'pending',
    });
    expect(await counts()).toEqual({ total: 2, pending: 1 });
    // An update that keeps the status (new notes, say) leaves the count alone.
    await ctx.publish('inquiries.inquiry.updated', { ...second, previousStatus: 'pending' });
    await ctx.publish('inquiries.inquiry.deleted', { ...first, status: 'reviewed' });
    expect(await inquiryCount()).toBe(1);
    expect(await counts()).toEqual({ total: 1, pending: 1 });
    await ctx.publish('inquiries.inquiry.deleted', { ...second, status: 'pending' });
    await ctx.publish('inquiries.inquiry.deleted', { ...second, status: 'pending' });
    expect(await counts()).toEqual({ total: 0, pending: 0 });
  });

  it('applies a redelivered event once (processed event ids are remembered in the database)', async () => {
    const envelope = (artistId: string) => ({
      id: randomUUID(),
      subject: 'inquiries.inquiry.created',
      occurredAt: new Date().toISOString(),
      data: sampleEventPayload('inquiries.inquiry.created', {
        id: randomUUID(),
        artistId,
        status: 'pending',
      }),
    });
    const event = envelope(artist.id);
    const processed = (id: string) =>
      sql<{ n: number }>`select count(*)::int as n from processed_events where event_id = ${id}`
        .execute(db)
        .then((r) => r.rows[0]?.n);
    const before = (await counts())?.total ?? 0;
    // Two separate buses deliver the same event id to the same durable (as after a broker redelivery); a marker
    // event behind it shows when the bus has handed both over.
    for (let i = 0; i < 2; i++) {
      const transport = createObservedTransport();
      const consumer = await startConsumer({
        db,
        transport,
        durable: INQUIRIES_DURABLE,
        subjects: ['inquiries.inquiry.created'],
        handle: (trx, e) => applyInquiryEvent(trx, e),
      });
      const marker = envelope(randomUUID());
      await transport.publish(event);
      await transport.publish(marker);
      await transport.handled(marker.id, marker.subject);
      expect(await processed(marker.id)).toBe(1);
      await consumer.stop();
      await transport.close();
    }
    expect(await processed(event.id)).toBe(1);
    expect((await counts())?.total).toBe(before + 1);
  });
});

describe('a malformed event from another service', () => {
  it('is parked where an operator sees it, and the next event still counts', async () => {
    const before = (await counts())?.total ?? 0;
    const malformed = randomUUID();
    // A snapshot that lost most of its fields: retrying it could never succeed.
    await ctx.transport.publish({
      id: malformed,
      subject: 'inquiries.inquiry.created',
      occurredAt: new Date().toISOString(),
      data: { id: randomUUID(), artistId: artist.id, status: 'pending' },
    });
    await ctx.publish('inquiries.inquiry.created', { id: randomUUID(), artistId: artist.id });
    expect((await counts())?.total).toBe(before + 1);
    const parked = await sql<{ consumer: string; subject: string; error: string }>`
      select consumer, subject, error from parked_events where event_id = ${malformed} order by consumer
    `.execute(db);
    // Each consumer reading the subject parks it (books counts inquiries against the request cap).
    expect(parked.rows).toEqual(
      [BOOKS_DURABLE, INQUIRIES_DURABLE].map((consumer) => ({
        consumer,
        subject: 'inquiries.inquiry.created',
        error: expect.stringContaining('concept'),
      })),
    );
  });
});
