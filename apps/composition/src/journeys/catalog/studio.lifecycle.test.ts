import { jpegDataUrl, studioApplication } from '@inkbook/catalog/testing';
import type { EventEnvelope } from '@inkbook/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, signIn, signInAdmin } from '../../testing/stack';
import { apply, type CatalogJourney, send, startCatalogJourney } from './catalog-stack';

// A studio from application to deletion, through the gateway: pending and hidden, approved and public, edited
// by its owner, deleted by an admin (and its login unlinked by auth from the deleted event).
let ctx: CatalogJourney;
let stack: Stack;
let admin: string;
const events: EventEnvelope[] = [];
beforeAll(async () => {
  ctx = await startCatalogJourney();
  stack = ctx.stack;
  await stack.transport.listen(['catalog.>'], (event) => events.push(event));
  admin = await signInAdmin(stack);
});
afterAll(() => ctx?.close());

const get = (url: string, cookie?: string) => send(stack, 'GET', url, { cookie });

describe('studio lifecycle', () => {
  it('applies, is approved, shows publicly, is edited by its owner and deleted by an admin', async () => {
    const application = await studioApplication({ studioName: 'Lifecycle Tattoo Co.' });
    const created = await apply(stack, 'studios', application);
    expect(created.statusCode, created.body).toBe(201);
    const studio = created.json();
    expect(studio).toMatchObject({
      studioName: 'Lifecycle Tattoo Co.',
      handle: 'lifecycle-tattoo-co',
      status: 'pending',
      establishedYear: 1999,
      shopMinimum: 80,
      instagramHandle: 'inkiron',
      locationLat: 30.26,
      businessHours: { monday: '10am - 8pm', sunday: '' },
    });
    expect(studio.logo).toMatch(/^\/media\//);
    expect(studio.interiorImages[0]).toMatch(/^\/media\//);
    expect(created.body).not.toMatch(/password|data:image/);
    await expect.poll(() => events.some((e) => e.subject === 'catalog.studio.submitted')).toBe(true);
    const submitted = events.find((e) => e.subject === 'catalog.studio.submitted');
    expect(submitted?.data).toMatchObject({ id: studio.id, handle: studio.handle });
    expect(JSON.stringify(submitted)).not.toMatch(/password|correct-horse/);

    // Pending: not public anywhere.
    expect((await get(`/api/studios/${studio.handle}`)).statusCode).toBe(404);
    expect((await get(`/api/studios/${studio.handle}`)).json().message).toBe('Studio not found');
    expect((await get(`/api/studios/id/${studio.id}`)).statusCode).toBe(404);
    expect((await get('/api/studios')).json().items).toEqual([]);

    // The owner can sign in with the business email as a studio.
    const owner = await signIn(stack, application.businessEmail as string, 'correct-horse');
    expect((await get('/api/auth/me', owner)).json()).toMatchObject({ role: 'studio', studioId: studio.id });

    const approved = await send(stack, 'PUT', `/api/admin/studios/${studio.id}`, {
      payload: { status: 'approved' },
      cookie: admin,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');

    const byHandle = await get(`/api/studios/${studio.handle}`);
    expect(byHandle.statusCode).toBe(200);
    expect(byHandle.json()).toMatchObject({ id: studio.id, verifiedArtists: [] });
    expect(byHandle.json()).not.toHaveProperty('status');
    expect((await get(`/api/studios/id/${studio.id}`)).json().handle).toBe(studio.handle);
    // A cheap poll: the same version answers 304 with no body.
    const again = await send(stack, 'GET', `/api/studios/${studio.handle}`, {
      headers: { 'if-none-match': String(byHandle.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const list = (await get('/api/studios')).json();
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.items[0]).toMatchObject({
      id: studio.id,
      handle: studio.handle,
      photoCount: 2,
      verifiedArtistCount: 0,
      photoPreview: [studio.interiorImages[0], studio.exteriorImages[0]],
    });
    expect(list.items[0]).not.toHaveProperty('description');

    // The owner edits (dashboard limits: up to 10 photos); the studio stays approved.
    const { password: _p, confirmPassword: _c, ...form } = application;
    const edited = await send(stack, 'PUT', `/api/studios/${studio.id}`, {
      cookie: owner,
      payload: {
        ...form,
        logo: studio.logo,
        bannerImage: studio.bannerImage,
        tagline: 'Now with a brand new tagline',
        interiorImages: [
          ...studio.interiorImages,
          ...(await Promise.all([1, 2, 3, 4, 5].map(() => jpegDataUrl('#fed')))),
        ],
        exteriorImages: studio.exteriorImages,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ tagline: 'Now with a brand new tagline', status: 'approved' });
    expect(edited.json().interiorImages).toHaveLength(6);
    const shown = (await get(`/api/studios/${studio.handle}`)).json();
    expect(shown.tagline).toBe('Now with a brand new tagline');
    expect(shown.handle).toBe(studio.handle);

    const deleted = await send(stack, 'DELETE', `/api/admin/studios/${studio.id}`, { cookie: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/studios/${studio.handle}`)).statusCode).toBe(404);
    expect((await get(`/api/studios/id/${studio.id}`)).statusCode).toBe(404);
    expect((await get('/api/studios')).json().total).toBe(0);
    expect((await get('/api/admin/studios', admin)).json()).toMatchObject({ items: [], total: 0 });
    await expect
      .poll(() => events.find((e) => e.subject === 'catalog.studio.deleted')?.data)
      .toEqual({ id: studio.id, studioName: 'Lifecycle Tattoo Co.', handle: studio.handle });
    // auth consumed the deleted event: the login no longer belongs to a studio.
    await expect.poll(async () => (await get('/api/auth/me', owner)).json().role).not.toBe('studio');
    expect((await get('/api/auth/me', owner)).json().studioId).toBeNull();
  });

  it('lets only the owner or an admin edit a studio', async () => {
    const mine = await studioApplication({ studioName: 'Owner Check' });
    const other = await studioApplication({ studioName: 'Other Studio' });
    const a = (await apply(stack, 'studios', mine)).json();
    await apply(stack, 'studios', other);
    const { password: _p, confirmPassword: _c, ...form } = mine;
    const put = (cookie?: string, payload: object = form) =>
      send(stack, 'PUT', `/api/studios/${a.id}`, { payload, cookie });
    expect((await put(undefined, {})).statusCode).toBe(401);
    const stranger = await signIn(stack, other.businessEmail as string, 'correct-horse');
    expect((await put(stranger)).statusCode).toBe(403);
    const tooMany = await put(await signIn(stack, mine.businessEmail as string, 'correct-horse'), {
      ...form,
      exteriorImages: Array.from({ length: 11 }, () => a.exteriorImages[0]),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.exteriorImages).toBe('Maximum 10 exterior photos allowed');
    const byAdmin = await put(admin, {
      ...form,
      description: 'Edited by the admin team, long enough to pass the rule.',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().status).toBe('pending');
  });
});
