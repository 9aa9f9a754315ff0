import { randomUUID } from 'node:crypto';
import type { ClaimStatus } from '@inkbook/contracts/claim';
import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, publishedStudio, sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

// The studio's view of its verified artists' inquiries (issue 14). Claims events are published on the test's bus
// exactly as the claims service publishes them (full payloads of their contract); each resolves once handled.
const t = useInquiries();
const admin = sessionUser('admin');

const publishClaim = (status: ClaimStatus, artistId = t.artist.id, studioId = t.studio.id) =>
  t.publish('claims.claim.updated', { id: randomUUID(), artistId, studioId, status });
const viewOf = (user: SessionUser | null, studioId = t.studio.id) =>
  t.inject({ method: 'GET', url: `/api/studio/${studioId}/artist-inquiries` }, user);
const viewIds = async () =>
  (await viewOf(t.studioUser)).json().items.map((inquiry: { id: string }) => inquiry.id);
const remove = (id: string, user: SessionUser | null, studioId = t.studio.id) =>
  t.inject({ method: 'DELETE', url: `/api/studio/${studioId}/artist-inquiries/${id}` }, user);
const pairs = () => t.db.selectFrom('studio_verified_artists').select(['studio_id', 'artist_id']).execute();

describe("a studio's view of its verified artists' inquiries", () => {
  it('shows them only while the claim is verified, newest first, without photos or the artist’s notes', async () => {
    const first = (await t.sendArtist(t.artistBody())).json().id;
    const second = (
      await t.sendArtist(t.artistBody({ concept: 'A second koi, smaller, on the ankle' }))
    ).json().id;
    await t.inject(
      { method: 'PATCH', url: `/api/inquiries/${first}/notes`, payload: { notes: 'Private to me' } },
      t.artistUser,
    );
    expect((await viewOf(t.studioUser)).json()).toMatchObject({ items: [], total: 0, page: 1 });

    await publishClaim('verified');
    expect(await viewIds()).toEqual([second, first]);
    const [item] = (await viewOf(t.studioUser)).json().items;
    expect(item).toMatchObject({ id: second, artistId: t.artist.id, artistName: t.artist.artistName });
    for (const privateField of ['referenceImages', 'placementPhotos', 'response'])
      expect(item).not.toHaveProperty(privateField);
    expect((await viewOf(admin)).json().total).toBe(2);

    for (const status of ['denied_by_studio', 'cancelled', 'pending_artist_approval'] as const) {
      await publishClaim('verified');
      expect(await viewIds()).toEqual([second, first]);
      await publishClaim(status);
      expect(await viewIds()).toEqual([]);
    }
  });

  it('answers the studio and admins only: another studio or an artist 403, signed out 401', async () => {
    const other = await publishedStudio(t);
    expect((await viewOf(other.user)).statusCode).toBe(403);
    expect((await viewOf(t.artistUser)).statusCode).toBe(403);
    expect((await viewOf(null)).statusCode).toBe(401);
    expect((await viewOf(t.studioUser, 'not-a-uuid')).statusCode).toBe(403);
    expect((await viewOf(admin, 'not-a-uuid')).json().total).toBe(0);
    const id = (await t.sendArtist(t.artistBody())).json().id;
    expect((await remove(id, other.user)).statusCode).toBe(403);
    expect((await remove(id, null)).statusCode).toBe(401);
    expect((await remove(id, t.artistUser)).statusCode).toBe(403);
  });

  it('deletes an inquiry of a verified artist through the artist’s own delete flow; any other is 404', async () => {
    await publishClaim('verified');
    const id = (await t.sendArtist(t.artistBody())).json().id;
    expect(await viewIds()).toContain(id);
    const unverified = await publishedArtist(t);
    const elsewhere = (await t.sendArtist(t.artistBody({ artistId: unverified.artist.id }))).json().id;
    const other = await publishedStudio(t);

    expect((await remove(elsewhere, t.studioUser)).statusCode).toBe(404);
    expect((await remove(id, other.user, other.studio.id)).statusCode).toBe(404);
    expect((await remove('not-a-uuid', t.studioUser)).statusCode).toBe(404);
    const deleted = await remove(id, t.studioUser);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Inquiry deleted' });
    expect((await remove(id, t.studioUser)).statusCode).toBe(404);
    expect((await viewIds()).includes(id)).toBe(false);
    const { rows } = await sql<{ subject: string }>`
      select subject from inquiries.outbox where payload->>'id' = ${id} order by seq`.execute(t.db);
    expect(rows.map((row) => row.subject)).toEqual([
      'inquiries.inquiry.created',
      'inquiries.inquiry.deleted',
    ]);
    // An admin may delete too, but still only an inquiry of the studio's verified artist.
    expect((await remove(elsewhere, admin)).statusCode).toBe(404);
    await publishClaim('verified', unverified.artist.id);
    expect(await viewIds()).toContain(elsewhere);
    expect((await remove(elsewhere, admin)).statusCode).toBe(200);
  });

  it('drops a deleted artist’s and a deleted studio’s pairs', async () => {
    const leaving = await publishedArtist(t);
    const goneStudio = randomUUID();
    const gone = (pair: { artist_id: string; studio_id: string }) =>
      pair.artist_id === leaving.artist.id || pair.studio_id === goneStudio;
    await publishClaim('verified', leaving.artist.id);
    await publishClaim('verified', t.artist.id, goneStudio);
    expect((await pairs()).filter(gone)).toHaveLength(2);

    // What catalog publishes when an admin deletes the artist, and when a studio is deleted.
    await t.publish('catalog.artist.deleted', {
      id: leaving.artist.id,
      artistName: leaving.artist.artistName,
      instagramHandle: leaving.artist.instagramHandle,
    });
    await t.publish('catalog.studio.deleted', { id: goneStudio });
    expect((await pairs()).filter(gone)).toEqual([]);
    expect(await pairs()).toContainEqual({ studio_id: t.studio.id, artist_id: t.artist.id });
  });
});
