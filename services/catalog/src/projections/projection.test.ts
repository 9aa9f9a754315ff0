import { randomUUID } from 'node:crypto';
import { subjects } from '@inkbook/contracts/events';
import { type Stack, startStack } from '@inkbook/gateway/testing';
import { createMemoryTransport, startConsumer } from '@inkbook/service-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDb, insertArtist, insertStudio, type TestDb } from '../admin/admin.testing';
import { signInAdmin } from '../studios/studio.testing';
import { applyInquiryEvent, INQUIRIES_DURABLE } from './projection.consumers';

// Claims and inquiries publish; catalog keeps verified links and inquiry counts (DESIGN §4). Events are
// simulated on the stack's bus exactly as those services will publish them.
let stack: Stack;
let db: TestDb;
let admin: string;
let artist: Awaited<ReturnType<typeof insertArtist>>;
let studio: Awaited<ReturnType<typeof insertStudio>>;
beforeAll(async () => {
  stack = await startStack();
  db = catalogDb(stack);
  admin = await signInAdmin(stack);
  artist = await insertArtist(db, { status: 'approved', artist_name: 'Linked Artist' });
  studio = await insertStudio(db, { status: 'approved', studio_name: 'Linked Studio' });
});
afterAll(async () => {
  await db?.destroy();
  await stack?.close();
});

const publish = (subject: string, data: Record<string, unknown>, id: string = randomUUID()) =>
  stack.transport.publish({ id, subject, occurredAt: new Date().toISOString(), data });
const get = (url: string, cookie?: string) =>
  stack.gateway.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const verifiedArtistIds = async () =>
  (await get(`/api/studios/${studio.handle}`)).json().verifiedArtists.map((a: { id: string }) => a.id);
/** The badges on the artist's own profile (the artists module reads the same projection). */
const verifiedStudioIds = async () =>
  (await get(`/api/artists/${artist.instagram_handle}`))
    .json()
    .verifiedStudios.map((s: { id: string }) => s.id);
const inquiryCount = async () =>
  (await get('/api/admin/artists?includeInquiryCounts=true', admin))
    .json()
    .find((a: { id: string }) => a.id === artist.id).inquiryCount;
const counts = () =>
  db
    .selectFrom('artist_inquiry_counts')
    .select(['total', 'pending'])
    .where('artist_id', '=', artist.id)
    .executeTakeFirst();

describe('verified links from claims events', () => {
  it('adds the link on a verified claim and removes it when the claim is no longer verified', async () => {
    const claim = { id: randomUUID(), artistId: artist.id, studioId: studio.id, status: 'verified' };
    await publish(subjects.claimsClaimVerified, claim);
    await expect.poll(verifiedArtistIds).toEqual([artist.id]);
    const profile = (await get(`/api/studios/${studio.handle}`)).json();
    expect(profile.verifiedArtists[0]).toEqual({
      id: artist.id,
      artistName: 'Linked Artist',
      instagramHandle: artist.instagram_handle,
      profileImage: null,
      location: 'Austin, TX',
    });
    expect((await get('/api/studios')).json().items[0].verifiedArtistCount).toBe(1);
    await expect.poll(verifiedStudioIds).toEqual([studio.id]);

    await publish(subjects.claimsClaimUpdated, { ...claim, status: 'denied_by_artist' });
    await expect.poll(verifiedArtistIds).toEqual([]);
    expect(await verifiedStudioIds()).toEqual([]);
    // Re-approval through an update brings it back.
    await publish(subjects.claimsClaimUpdated, { ...claim, status: 'verified' });
    await expect.poll(verifiedArtistIds).toEqual([artist.id]);
  });

  it('ignores a verified claim about a profile catalog does not have', async () => {
    await publish(subjects.claimsClaimVerified, {
      artistId: randomUUID(),
      studioId: studio.id,
      status: 'verified',
    });
    await publish(subjects.claimsClaimUpdated, {
      artistId: artist.id,
      studioId: studio.id,
      status: 'cancelled',
    });
    await expect.poll(verifiedArtistIds).toEqual([]);
    expect(await db.selectFrom('verified_links').selectAll().execute()).toEqual([]);
  });
});

describe('inquiry counts from inquiries events', () => {
  it('counts created inquiries once per event id, moves pending on status changes, and drops deleted ones', async () => {
    const first = { id: randomUUID(), artistId: artist.id, status: 'pending' };
    const second = { id: randomUUID(), artistId: artist.id, status: 'pending' };
    const eventId = randomUUID();
    await publish(subjects.inquiriesInquiryCreated, first, eventId);
    await publish(subjects.inquiriesInquiryCreated, first, eventId);
    await publish(subjects.inquiriesInquiryCreated, second);
    await publish(subjects.inquiriesInquiryCreated, {
      id: randomUUID(),
      studioId: studio.id,
      status: 'pending',
    });
    await expect.poll(inquiryCount).toBe(2);
    expect(await counts()).toEqual({ total: 2, pending: 2 });

    await publish(subjects.inquiriesInquiryUpdated, {
      ...first,
      status: 'reviewed',
      previousStatus: 'pending',
    });
    await expect.poll(counts).toEqual({ total: 2, pending: 1 });
    // Without previousStatus the consumer cannot tell a change from a repeat: the count stays.
    await publish(subjects.inquiriesInquiryUpdated, { ...second, status: 'reviewed' });
    await publish(subjects.inquiriesInquiryDeleted, { ...first, status: 'reviewed' });
    await expect.poll(inquiryCount).toBe(1);
    expect(await counts()).toEqual({ total: 1, pending: 1 });
    await publish(subjects.inquiriesInquiryDeleted, { ...second, status: 'pending' });
    await publish(subjects.inquiriesInquiryDeleted, { ...second, status: 'pending' });
    await expect.poll(counts).toEqual({ total: 0, pending: 0 });
  });

  it('applies a redelivered event once (processed event ids are remembered in the database)', async () => {
    const envelope = (data: Record<string, unknown>) => ({
      id: randomUUID(),
      subject: subjects.inquiriesInquiryCreated,
      occurredAt: new Date().toISOString(),
      data,
    });
    const event = envelope({ id: randomUUID(), artistId: artist.id, status: 'pending' });
    const processed = (id: string) =>
      sql<{ n: number }>`select count(*)::int as n from processed_events where event_id = ${id}`
        .execute(db)
        .then((r) => r.rows[0]?.n);
    const before = (await counts())?.total ?? 0;
    // Two separate buses deliver the same event id to the same durable (as after a broker redelivery); a marker
    // event behind it shows when the bus has handed both over.
    for (let i = 0; i < 2; i++) {
      const transport = createMemoryTransport();
      const consumer = await startConsumer({
        db,
        transport,
        durable: INQUIRIES_DURABLE,
        subjects: [subjects.inquiriesInquiryCreated],
        handle: (trx, e) => applyInquiryEvent(trx, e),
      });
      const marker = envelope({ id: randomUUID(), artistId: randomUUID(), status: 'pending' });
      await transport.publish(event);
      await transport.publish(marker);
      await expect.poll(() => processed(marker.id)).toBe(1);
      await consumer.stop();
      await transport.close();
    }
    expect(await processed(event.id)).toBe(1);
    expect((await counts())?.total).toBe(before + 1);
  });
});
