import { randomUUID } from 'node:crypto';
import { artistApplication, insertStudio, SECRETS } from '@inkbook/catalog/testing';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInAdmin } from '../../testing/stack';
import { apply, approve, type CatalogJourney, send, startCatalogJourney } from './catalog-stack';

// Public reads through the gateway: only approved artists, ever; lists page, filter and sort on the server.
let ctx: CatalogJourney;
beforeAll(async () => {
  ctx = await startCatalogJourney();
});
afterAll(() => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => send(ctx.stack, 'GET', url, { headers });
/** Applies and approves: the artist as it applied. */
async function approvedFromApplication() {
  const created = (await apply(ctx.stack, 'artists', await artistApplication())).json();
  await approve(ctx.stack, 'artists', created.id);
  return created;
}

const handlesOf = (res: { json(): { items: { instagramHandle: string }[] } }) =>
  res.json().items.map((a) => a.instagramHandle);

describe('an artist from application to public profile', () => {
  it('stays private while pending, is public once approved and shows the owner’s edits', async () => {
    const body = await artistApplication({ artistName: 'Zed Lifecycle' });
    const created = (await apply(ctx.stack, 'artists', body)).json();
    const handle = created.instagramHandle;
    expect(handlesOf(await get('/api/artists?q=Zed%20Lifecycle'))).toEqual([]);
    expect((await get(`/api/artists/${handle}`)).statusCode).toBe(404);
    expect((await get('/api/artists/search?q=Zed%20Life')).json()).toEqual([]);

    await approve(ctx.stack, 'artists', created.id);
    const list = await get('/api/artists?q=Zed%20Lifecycle');
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 24 });
    expect(list.json().items[0]).toMatchObject({
      id: created.id,
      cardLocation: 'Austin, TX',
      portfolioCount: 2,
      verifiedStudioCount: 0,
    });
    expect(list.json().items[0]).not.toHaveProperty('bio');
    const profile = await get(`/api/artists/${handle.toUpperCase()}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: created.id, verifiedStudios: [], portfolioCount: 2 });
    expect(profile.json()).not.toHaveProperty('status');
    expect(profile.headers['cache-control']).toBe('no-cache');
    expect(profile.body).not.toMatch(SECRETS);
    const found = await get('/api/artists/search?q=zed%20life&limit=5');
    expect(found.json()).toEqual([
      expect.objectContaining({ id: created.id, artistName: 'Zed Lifecycle', instagramHandle: handle }),
    ]);

    const cookie = await signIn(ctx.stack, body.email, body.password);
    const bio = 'A new bio, long enough for the edit rule of fifty characters.';
    const { email: _e, password: _p, confirmPassword: _c, ...form } = body;
    const edited = await send(ctx.stack, 'PUT', `/api/artists/${created.id}`, {
      payload: {
        ...form,
        bio,
        portfolioImages: created.portfolioImages,
        profileImage: created.profileImage,
        flashImages: created.flashImages,
      },
      cookie,
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(`/api/artists/${handle}`)).json().bio).toBe(bio);
    expect(handlesOf(await get('/api/artists?q=Zed%20Lifecycle'))).toEqual([handle]);

    // The admin deletes it: gone from every public read at once (no stale cached answer).
    const removed = await send(ctx.stack, 'DELETE', `/api/admin/artists/${created.id}`, {
      cookie: await signInAdmin(ctx.stack),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/api/artists/${handle}`)).statusCode).toBe(404);
    expect(handlesOf(await get('/api/artists?q=Zed%20Lifecycle'))).toEqual([]);
    expect((await get('/api/artists/search?q=Zed%20Life')).json()).toEqual([]);
  });

  it('hides rejected artists too, even by handle', async () => {
    const created = (await apply(ctx.stack, 'artists', await artistApplication())).json();
    await ctx.db.updateTable('artists').set({ status: 'rejected' }).where('id', '=', created.id).execute();
    expect((await get(`/api/artists/${created.instagramHandle}`)).statusCode).toBe(404);
  });

  it('needs at least 2 characters to search', async () => {
    const res = await get('/api/artists/search?q=a');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter at least 2 characters');
  });
});

describe('the public profile', () => {
  it('answers 304 to a matching If-None-Match and a new ETag once a studio verifies the artist', async () => {
    const created = await approvedFromApplication();
    const url = `/api/artists/${created.instagramHandle}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const studio = await insertStudio(ctx.db, { studio_name: 'Verified Ink', status: 'approved' });
    // The claims service announces a verification; catalog's projection picks it up.
    await ctx.stack.transport.publish({
      id: randomUUID(),
      subject: 'claims.claim.updated',
      occurredAt: new Date().toISOString(),
      data: sampleEventPayload('claims.claim.updated', {
        id: randomUUID(),
        artistId: created.id,
        studioId: studio.id,
        status: 'verified',
      }),
    });
    await expect.poll(async () => (await get(url)).json().verifiedStudioCount, { timeout: 5_000 }).toBe(1);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().verifiedStudios).toEqual([
      { id: studio.id, studioName: 'Verified Ink', handle: expect.any(String), logo: null },
    ]);
    expect(changed.json().verifiedStudioCount).toBe(1);
  });

  it('counts a visitor once a day however often the page polls, whatever User-Agent it sends', async () => {
    const created = await approvedFromApplication();
    const url = `/api/artists/${created.instagramHandle}`;
    const views = async () =>
      (await ctx.db.selectFrom('profile_views').selectAll().where('profile_id', '=', created.id).execute())
        .length;
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.stack.gateway.inject({ method: 'GET', url, remoteAddress, headers });
    for (let i = 0; i < 3; i++) await from('10.7.0.1', { 'user-agent': `poller/${i}` });
    expect(await views()).toBe(1);
    // Another address is another visitor; so is a signed-in account, wherever it signs in from.
    await from('10.7.0.2');
    expect(await views()).toBe(2);
    const cookie = await signInAdmin(ctx.stack);
    await from('10.7.0.1', { cookie });
    await from('10.7.0.3', { cookie });
    expect(await views()).toBe(3);
  });
});
