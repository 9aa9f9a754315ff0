import { randomUUID } from 'node:crypto';
import { testAdmin } from '@inkbook/composition/testing';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ArtistStack,
  application,
  apply,
  approve,
  get,
  login,
  put,
  SECRETS,
  startArtistStack,
} from './artist.testing';

// Public reads through the gateway: only approved artists, ever; lists page, filter and sort on the server.
let ctx: ArtistStack;
beforeAll(async () => {
  ctx = await startArtistStack();
});
afterAll(() => ctx?.close());

const handlesOf = (res: { json(): { items: { instagramHandle: string }[] } }) =>
  res.json().items.map((a) => a.instagramHandle);

describe('an artist from application to public profile', () => {
  it('stays private while pending, is public once approved and shows the owner’s edits', async () => {
    const body = await application({ artistName: 'Zed Lifecycle' });
    const created = (await apply(ctx.stack, body)).json();
    const handle = created.instagramHandle;
    expect(handlesOf(await get(ctx.stack, '/api/artists?q=Zed%20Lifecycle'))).toEqual([]);
    expect((await get(ctx.stack, `/api/artists/${handle}`)).statusCode).toBe(404);
    expect((await get(ctx.stack, '/api/artists/search?q=Zed%20Life')).json()).toEqual([]);

    await approve(ctx, handle);
    const list = await get(ctx.stack, '/api/artists?q=Zed%20Lifecycle');
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 24 });
    expect(list.json().items[0]).toMatchObject({
      id: created.id,
      cardLocation: 'Austin, TX',
      portfolioCount: 2,
      verifiedStudioCount: 0,
    });
    expect(list.json().items[0]).not.toHaveProperty('bio');
    const profile = await get(ctx.stack, `/api/artists/${handle.toUpperCase()}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: created.id, verifiedStudios: [], portfolioCount: 2 });
    expect(profile.json()).not.toHaveProperty('status');
    expect(profile.headers['cache-control']).toBe('no-cache');
    expect(profile.body).not.toMatch(SECRETS);
    const found = await get(ctx.stack, '/api/artists/search?q=zed%20life&limit=5');
    expect(found.json()).toEqual([
      expect.objectContaining({ id: created.id, artistName: 'Zed Lifecycle', instagramHandle: handle }),
    ]);

    const { cookie } = await login(ctx.stack, body.email, body.password);
    const bio = 'A new bio, long enough for the edit rule of fifty characters.';
    const { email: _e, password: _p, confirmPassword: _c, ...form } = body;
    const edited = await put(
      ctx.stack,
      `/api/artists/${created.id}`,
      {
        ...form,
        bio,
        portfolioImages: created.portfolioImages,
        profileImage: created.profileImage,
        flashImages: created.flashImages,
      },
      cookie,
    );
    expect(edited.statusCode).toBe(200);
    expect((await get(ctx.stack, `/api/artists/${handle}`)).json().bio).toBe(bio);
    expect(handlesOf(await get(ctx.stack, '/api/artists?q=Zed%20Lifecycle'))).toEqual([handle]);

    // The admin deletes it: gone from every public read at once (no stale cached answer).
    const admin = await login(ctx.stack, testAdmin.email, testAdmin.password);
    const removed = await ctx.stack.gateway.inject({
      method: 'DELETE',
      url: `/api/admin/artists/${created.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(ctx.stack, `/api/artists/${handle}`)).statusCode).toBe(404);
    expect(handlesOf(await get(ctx.stack, '/api/artists?q=Zed%20Lifecycle'))).toEqual([]);
    expect((await get(ctx.stack, '/api/artists/search?q=Zed%20Life')).json()).toEqual([]);
  });

  it('hides rejected artists too, even by handle', async () => {
    const created = (await apply(ctx.stack, await application())).json();
    await ctx.sql.query(`update catalog.artists set status = 'rejected' where id = $1`, [created.id]);
    expect((await get(ctx.stack, `/api/artists/${created.instagramHandle}`)).statusCode).toBe(404);
  });

  it('needs at least 2 characters to search', async () => {
    const res = await get(ctx.stack, '/api/artists/search?q=a');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter at least 2 characters');
  });
});

describe('the public profile', () => {
  it('answers 304 to a matching If-None-Match and a new ETag once a studio verifies the artist', async () => {
    const created = (await apply(ctx.stack, await application())).json();
    await approve(ctx, created.instagramHandle);
    const url = `/api/artists/${created.instagramHandle}`;
    const first = await get(ctx.stack, url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(ctx.stack, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const studio = await ctx.sql.query(
      `insert into catalog.studios (studio_name, handle, logo, tagline, description, location, business_email, appointment_type, status)
       values ('Verified Ink', $1, null, 'A tagline here', 'desc', 'Austin, TX', 'studio@ink.test', 'both', 'approved') returning id`,
      [`verified-${created.id.slice(0, 8)}`],
    );
    // The claims service announces a verification; catalog's projection picks it up.
    await ctx.stack.transport.publish({
      id: randomUUID(),
      subject: 'claims.claim.updated',
      occurredAt: new Date().toISOString(),
      data: sampleEventPayload('claims.claim.updated', {
        id: randomUUID(),
        artistId: created.id,
        studioId: studio.rows[0].id,
        status: 'verified',
      }),
    });
    await expect
      .poll(async () => (await get(ctx.stack, url)).json().verifiedStudioCount, { timeout: 5_000 })
      .toBe(1);
    const changed = await get(ctx.stack, url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().verifiedStudios).toEqual([
      { id: studio.rows[0].id, studioName: 'Verified Ink', handle: expect.any(String), logo: null },
    ]);
    expect(changed.json().verifiedStudioCount).toBe(1);
  });

  it('counts a visitor once a day however often the page polls', async () => {
    const created = (await apply(ctx.stack, await application())).json();
    await approve(ctx, created.instagramHandle);
    const url = `/api/artists/${created.instagramHandle}`;
    for (let i = 0; i < 3; i++) await get(ctx.stack, url, { 'user-agent': 'poller/1' });
    await get(ctx.stack, url, { 'user-agent': 'other-browser/2' });
    const views = await ctx.sql.query('select * from catalog.profile_views where profile_id = $1', [
      created.id,
    ]);
    expect(views.rowCount).toBe(2);
  });
});
