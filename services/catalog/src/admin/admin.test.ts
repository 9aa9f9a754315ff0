import type { EventEnvelope } from '@inkbook/contracts/events';
import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogTest,
  catalogService,
  createLogin,
  insertArtist,
  insertStudio,
} from '../testing/factories';

// /api/admin/*: admins only; stats over a known set of rows; lists of every status; edits and deletes.
const ctx = useService(catalogService);
let db: CatalogTest['db'];
let admin: SessionUser;
const events: EventEnvelope[] = [];
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let artists: Awaited<ReturnType<typeof insertArtist>>[];
let studios: Awaited<ReturnType<typeof insertStudio>>[];
beforeAll(async () => {
  db = ctx.db;
  await ctx.transport.listen(['catalog.>'], (event) => events.push(event));
  admin = ctx.auth.admin;
  artists = [
    await insertArtist(db, {
      status: 'approved',
      portfolio_images: ['/media/a', '/media/b'],
      flash_images: ['/media/c'],
    }),
    await insertArtist(db, { status: 'pending', portfolio_images: ['/media/d'] }),
    await insertArtist(db, { status: 'pending' }),
    await insertArtist(db, { status: 'rejected', flash_images: ['/media/e', '/media/f'] }),
  ];
  studios = [await insertStudio(db, { status: 'approved' }), await insertStudio(db, { status: 'pending' })];
  await db
    .insertInto('profile_views')
    .values([
      { profile_id: artists[0]!.id, visitor: 'v1', day: '2026-01-01' },
      { profile_id: artists[0]!.id, visitor: 'v2', day: '2026-01-01' },
      { profile_id: studios[0]!.id, visitor: 'v1', day: '2026-01-02' },
    ])
    .execute();
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user?: SessionUser, payload?: object) =>
  ctx.inject({ method, url, ...(payload ? { payload } : {}) }, user);

describe('admin access', () => {
  const routes: ['GET' | 'PUT' | 'DELETE', string, object?][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/artists'],
    ['GET', '/api/admin/studios'],
    ['PUT', `/api/admin/artists/${NO_SUCH_ID}`, { status: 'approved' }],
    ['PUT', `/api/admin/studios/${NO_SUCH_ID}`, { status: 'approved' }],
    ['DELETE', `/api/admin/artists/${NO_SUCH_ID}`],
    ['DELETE', `/api/admin/studios/${NO_SUCH_ID}`],
  ];

  it('answers 401 signed out and 403 to artists and studios, on every route', async () => {
    await createLogin(ctx, {
      email: 'artist@admin.test',
      password: 'artist-password',
      role: 'artist',
      artistId: artists[2]!.id,
    });
    await createLogin(ctx, {
      email: 'studio@admin.test',
      password: 'studio-password',
      role: 'studio',
      studioId: studios[1]!.id,
    });
    const artist = ctx.auth.signIn('artist@admin.test', 'artist-password');
    const studio = ctx.auth.signIn('studio@admin.test', 'studio-password');
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, artist, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, studio, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Even an invalid body is refused for who is asking, not for what they sent.
    expect(
      (await call('PUT', `/api/admin/studios/${studios[0]!.id}`, artist, { status: 'live' })).statusCode,
    ).toBe(403);
  });
});

describe('admin reads', () => {
  it('counts artists, studios, pending reviews, portfolio + flash images and profile views', async () => {
    const res = await call('GET', '/api/admin/stats', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalArtists: 4,
      pendingReviews: 2,
      totalStudios: 2,
      pendingStudioReviews: 1,
      totalImages: 6,
      profileViews: 3,
    });
  });

  it('lists artists of every status newest first, filtered by status, with inquiry counts when asked', async () => {
    const all = (await call('GET', '/api/admin/artists', admin)).json();
    expect(all.items.map((a: { id: string }) => a.id)).toEqual([...artists].reverse().map((a) => a.id));
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect(all.items[0]).not.toHaveProperty('inquiryCount');
    const pending = (await call('GET', '/api/admin/artists?status=pending', admin)).json();
    expect(pending.items.map((a: { status: string }) => a.status)).toEqual(['pending', 'pending']);
    expect(pending.total).toBe(2);
    const counted = (await call('GET', '/api/admin/artists?includeInquiryCounts=true', admin)).json();
    expect(counted.items.every((a: { inquiryCount: number }) => a.inquiryCount === 0)).toBe(true);
    expect((await call('GET', '/api/admin/artists?status=live', admin)).statusCode).toBe(400);
  });

  it('pages artists newest first: each page holds its share and the total counts them all', async () => {
    const ids = [...artists].reverse().map((a) => a.id);
    const page = async (n: number) =>
      (await call('GET', `/api/admin/artists?page=${n}&pageSize=3`, admin)).json();
    const first = await page(1);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items.map((a: { id: string }) => a.id)).toEqual(ids.slice(0, 3));
    const second = await page(2);
    expect(second.items.map((a: { id: string }) => a.id)).toEqual(ids.slice(3));
    expect((await page(3)).items).toEqual([]);
    expect((await call('GET', '/api/admin/artists?pageSize=101', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/artists?page=0', admin)).statusCode).toBe(400);
  });

  it('searches artists by name, handle, location and email, together with the status filter', async () => {
    const [approved, pending] = [artists[0]!, artists[1]!];
    const search = async (query: string) =>
      (await call('GET', `/api/admin/artists?${query}`, admin)).json().items.map((a: { id: string }) => a.id);
    expect(await search(`q=${approved.instagram_handle.toUpperCase()}`)).toEqual([approved.id]);
    expect(await search(`q=${encodeURIComponent(pending.email)}`)).toEqual([pending.id]);
    expect(await search(`q=${pending.instagram_handle}&status=approved`)).toEqual([]);
    // LIKE's wildcards are plain text here: '%' matches only a '%'.
    expect(await search('q=%25')).toEqual([]);
    const located = (await call('GET', '/api/admin/artists?q=austin&pageSize=2', admin)).json();
    expect(located).toMatchObject({ total: 4, pageSize: 2 });
    expect(located.items).toHaveLength(2);
  });

  it('lists studios of every status, filtered by status, searched and paged', async () => {
    const all = (await call('GET', '/api/admin/studios', admin)).json();
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    expect(all.items.map((s: { id: string }) => s.id)).toEqual([studios[1]!.id, studios[0]!.id]);
    const approved = (await call('GET', '/api/admin/studios?status=approved', admin)).json();
    expect(approved.items.map((s: { id: string }) => s.id)).toEqual([studios[0]!.id]);
    const byEmail = (
      await call('GET', `/api/admin/studios?q=${encodeURIComponent(studios[0]!.business_email)}`, admin)
    ).json();
    expect(byEmail.items.map((s: { id: string }) => s.id)).toEqual([studios[0]!.id]);
    const second = (await call('GET', '/api/admin/studios?page=2&pageSize=1', admin)).json();
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((s: { id: string }) => s.id)).toEqual([studios[0]!.id]);
  });
});

describe('admin edits', () => {
  it('sets an artist status alone, or the edit dialog fields, with events', async () => {
    const id = artists[1]!.id;
    const approved = await call('PUT', `/api/admin/artists/${id}`, admin, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'approved' });
    const edited = await call('PUT', `/api/admin/artists/${id}`, admin, {
      artistName: 'Renamed Artist',
      instagramHandle: '@Renamed.Artist',
      website: '',
      bio: 'Edited by an admin.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      artistName: 'Renamed Artist',
      instagramHandle: 'renamed.artist',
      website: null,
      status: 'approved',
    });
    await expect
      .poll(() => events.filter((e) => e.subject === 'catalog.artist.updated' && e.data.id === id).length)
      .toBe(2);
  });

  it('validates edits, and refuses a handle another profile has (409)', async () => {
    const bad = await call('PUT', `/api/admin/artists/${artists[0]!.id}`, admin, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe('Please enter a valid email address');
    const taken = await call('PUT', `/api/admin/artists/${artists[0]!.id}`, admin, {
      instagramHandle: artists[3]!.instagram_handle,
    });
    expect(taken.statusCode).toBe(409);
    const studioTaken = await call('PUT', `/api/admin/studios/${studios[0]!.id}`, admin, {
      handle: studios[1]!.handle,
    });
    expect(studioTaken.statusCode).toBe(409);
    expect(studioTaken.json().error.fields.handle).toBe('This handle is already taken');
    const badTagline = await call('PUT', `/api/admin/studios/${studios[0]!.id}`, admin, {
      tagline: 'x'.repeat(101),
    });
    expect(badTagline.json().error.fields.tagline).toBe('Tagline must be less than 100 characters');
    expect((await call('PUT', `/api/admin/studios/${studios[0]!.id}`, admin, {})).statusCode).toBe(400);
  });

  it('edits a studio including its handle', async () => {
    const res = await call('PUT', `/api/admin/studios/${studios[1]!.id}`, admin, {
      studioName: 'Renamed Studio',
      handle: 'Renamed-Studio',
      description: null,
      status: 'rejected',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      studioName: 'Renamed Studio',
      handle: 'renamed-studio',
      description: '',
      status: 'rejected',
    });
  });

  it("keeps a rejection's reason (at most 500 characters) for the applicant and the event, until another status", async () => {
    const artist = await insertArtist(db, { status: 'pending' });
    const studio = await insertStudio(db, { status: 'pending' });
    const reason = 'Please add at least three healed tattoos to the portfolio.';
    const tooLong = await call('PUT', `/api/admin/artists/${artist.id}`, admin, {
      status: 'rejected',
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.reason).toMatch(/500/);

    const rejected = await call('PUT', `/api/admin/artists/${artist.id}`, admin, {
      status: 'rejected',
      reason,
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const row = await db
      .selectFrom('artists')
      .select('rejection_reason')
      .where('id', '=', artist.id)
      .executeTakeFirst();
    expect(row?.rejection_reason).toBe(reason);
    await expect
      .poll(() => events.find((e) => e.subject === 'catalog.artist.updated' && e.data.id === artist.id)?.data)
      .toMatchObject({ status: 'rejected', rejectionReason: reason });
    const studioRejected = await call('PUT', `/api/admin/studios/${studio.id}`, admin, {
      status: 'rejected',
      reason,
    });
    expect(studioRejected.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });

    const approved = await call('PUT', `/api/admin/artists/${artist.id}`, admin, { status: 'approved' });
    expect(approved.json().rejectionReason).toBeUndefined();
    const cleared = await db
      .selectFrom('artists')
      .select('rejection_reason')
      .where('id', '=', artist.id)
      .executeTakeFirst();
    expect(cleared?.rejection_reason).toBeNull();
    // The other cases count the profiles they made.
    await db.deleteFrom('artists').where('id', '=', artist.id).execute();
    await db.deleteFrom('studios').where('id', '=', studio.id).execute();
  });

  it('answers 404 for unknown ids', async () => {
    for (const [method, url] of [
      ['PUT', `/api/admin/artists/${NO_SUCH_ID}`],
      ['PUT', '/api/admin/studios/not-a-uuid'],
      ['DELETE', `/api/admin/artists/${NO_SUCH_ID}`],
      ['DELETE', `/api/admin/studios/${NO_SUCH_ID}`],
    ] as const) {
      expect(
        (await call(method, url, admin, method === 'PUT' ? { status: 'approved' } : undefined)).statusCode,
      ).toBe(404);
    }
  });

  it('deletes an artist with its links and publishes the deletion', async () => {
    const artist = artists[2]!;
    await db
      .insertInto('verified_links')
      .values({ artist_id: artist.id, studio_id: studios[0]!.id })
      .execute();
    const res = await call('DELETE', `/api/admin/artists/${artist.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Artist deleted successfully');
    expect(
      await db.selectFrom('verified_links').selectAll().where('artist_id', '=', artist.id).execute(),
    ).toEqual([]);
    expect((await call('GET', '/api/admin/artists', admin)).json().total).toBe(3);
    await expect
      .poll(() => events.find((e) => e.subject === 'catalog.artist.deleted')?.data)
      .toEqual({ id: artist.id, artistName: artist.artist_name, instagramHandle: artist.instagram_handle });
    // auth unlinks the login when it consumes this event: auth's own tests (account.test.ts) and the journeys
    // through the gateway show that side.
  });
});
