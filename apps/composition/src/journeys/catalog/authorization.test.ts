import { randomUUID } from 'node:crypto';
import { jpegDataUrl, studioApplication } from '@inkbook/catalog/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInAdmin } from '../../testing/stack';
import {
  apply,
  approve,
  approvedArtist,
  type CatalogJourney,
  send,
  startCatalogJourney,
} from './catalog-stack';

// One table: every catalog route × who is calling → the status the server answers. The UI hides buttons;
// this is what actually holds.

type Role = 'anonymous' | 'artistA' | 'artistB' | 'studio' | 'admin';
const roles: Role[] = ['anonymous', 'artistA', 'artistB', 'studio', 'admin'];

let ctx: CatalogJourney;
const cookies: Partial<Record<Role, string>> = {};
const ids = { artistA: '', artistB: '', handleA: '', studio: '', studioHandle: '', media: '' };

beforeAll(async () => {
  ctx = await startCatalogJourney();
  const a = await approvedArtist(ctx.stack);
  const b = await approvedArtist(ctx.stack);
  Object.assign(ids, {
    artistA: a.artist.id,
    handleA: a.artist.instagramHandle,
    artistB: b.artist.id,
    media: a.artist.profileImage,
  });
  cookies.artistA = a.cookie;
  cookies.artistB = b.cookie;
  const studioBody = await studioApplication();
  const studio = await apply(ctx.stack, 'studios', studioBody);
  expect(studio.statusCode).toBe(201);
  await approve(ctx.stack, 'studios', studio.json().id);
  Object.assign(ids, { studio: studio.json().id, studioHandle: studio.json().handle });
  cookies.studio = await signIn(ctx.stack, studioBody.businessEmail, studioBody.password);
  cookies.admin = await signInAdmin(ctx.stack);
}, 60_000);
afterAll(() => ctx?.close());

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  expect: Record<Role, number>;
}
const everyone = (status: number): Record<Role, number> => ({
  anonymous: status,
  artistA: status,
  artistB: status,
  studio: status,
  admin: status,
});
const adminOnly = (adminStatus = 200): Record<Role, number> => ({
  anonymous: 401,
  artistA: 403,
  artistB: 403,
  studio: 403,
  admin: adminStatus,
});

const table: Row[] = [
  { method: 'GET', url: () => '/api/artists', expect: everyone(200) },
  { method: 'GET', url: () => `/api/artists/${ids.handleA}`, expect: everyone(200) },
  { method: 'GET', url: () => '/api/artists/search?q=maya', expect: everyone(200) },
  { method: 'GET', url: () => '/api/check-handle?instagramHandle=someone_new', expect: everyone(200) },
  { method: 'POST', url: () => '/api/artists', body: () => ({}), expect: everyone(400) },
  {
    method: 'GET',
    url: () => '/api/artists/my-profile',
    expect: { anonymous: 401, artistA: 200, artistB: 200, studio: 404, admin: 404 },
  },
  {
    method: 'PUT',
    url: () => `/api/artists/${ids.artistA}`,
    body: async () => ({ profileImage: await jpegDataUrl() }),
    expect: { anonymous: 401, artistA: 200, artistB: 403, studio: 403, admin: 200 },
  },
  { method: 'GET', url: () => '/api/studios', expect: everyone(200) },
  { method: 'GET', url: () => `/api/studios/${ids.studioHandle}`, expect: everyone(200) },
  { method: 'GET', url: () => `/api/studios/id/${ids.studio}`, expect: everyone(200) },
  { method: 'POST', url: () => '/api/studios', body: () => ({}), expect: everyone(400) },
  {
    method: 'GET',
    url: () => '/api/studios/my-studio',
    expect: { anonymous: 401, artistA: 404, artistB: 404, studio: 200, admin: 404 },
  },
  {
    method: 'GET',
    url: () => `/api/studios/my-studio?studioId=${ids.studio}`,
    // Naming a studio: its owner and admins; anyone else is refused before anything is read.
    expect: { anonymous: 401, artistA: 403, artistB: 403, studio: 200, admin: 200 },
  },
  {
    method: 'PUT',
    url: () => `/api/studios/${ids.studio}`,
    body: () => ({}),
    // Owner and admin reach validation (an empty body is not a studio); nobody else gets that far.
    expect: { anonymous: 401, artistA: 403, artistB: 403, studio: 400, admin: 400 },
  },
  { method: 'GET', url: () => '/api/admin/stats', expect: adminOnly() },
  { method: 'GET', url: () => '/api/admin/artists?includeInquiryCounts=true', expect: adminOnly() },
  { method: 'GET', url: () => '/api/admin/studios?status=pending', expect: adminOnly() },
  {
    method: 'PUT',
    url: () => `/api/admin/artists/${ids.artistB}`,
    body: () => ({ status: 'approved' }),
    expect: adminOnly(),
  },
  {
    method: 'PUT',
    url: () => `/api/admin/studios/${ids.studio}`,
    body: () => ({ status: 'approved' }),
    expect: adminOnly(),
  },
  { method: 'DELETE', url: () => `/api/admin/artists/${randomUUID()}`, expect: adminOnly(404) },
  { method: 'DELETE', url: () => `/api/admin/studios/${randomUUID()}`, expect: adminOnly(404) },
  {
    method: 'POST',
    url: () => '/api/media',
    body: async () => ({ image: await jpegDataUrl() }),
    expect: everyone(201),
  },
  { method: 'GET', url: () => ids.media, expect: everyone(200) },
  {
    method: 'GET',
    url: () => `/api/download-image?url=${encodeURIComponent(ids.media)}`,
    expect: everyone(200),
  },
];

describe('catalog authorization table', () => {
  it('answers every route for every caller as the table says', async () => {
    const mismatches: string[] = [];
    for (const row of table) {
      for (const role of roles) {
        const res = await send(ctx.stack, row.method, row.url(), {
          payload: await row.body?.(),
          cookie: cookies[role],
        });
        if (res.statusCode !== row.expect[role]) {
          mismatches.push(
            `${row.method} ${row.url()} as ${role}: ${res.statusCode}, expected ${row.expect[role]}`,
          );
        }
        expect(res.body).not.toMatch(/\$argon2|data:image/);
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000);
});
