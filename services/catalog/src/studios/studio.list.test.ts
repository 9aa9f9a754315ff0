import { useService } from '@inkbook/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogService, insertArtist, insertStudio } from '../testing/factories';

// GET /api/studios: approved cards only, searched, filtered, sorted and paged by the server.
const ctx = useService(catalogService);
beforeAll(async () => {
  const { db } = ctx;
  const approved = { status: 'approved' as const };
  const alpha = await insertStudio(db, {
    ...approved,
    studio_name: 'Alpha Ink',
    location: 'Denver, CO',
    specializations: ['Japanese', 'Script'],
    interior_images: ['/media/i1', '/media/i2'],
    exterior_images: ['/media/e1', '/media/e2'],
  });
  await insertStudio(db, {
    ...approved,
    studio_name: 'bravo Tattoo',
    location: 'Austin, TX',
    specializations: ['Traditional'],
  });
  await insertStudio(db, {
    ...approved,
    studio_name: 'Charlie 100%',
    location: 'Boston, MA',
    specializations: ['Abstract'],
  });
  await insertStudio(db, { studio_name: 'Alpha Pending', location: 'Austin, TX' });
  await insertStudio(db, { studio_name: 'Alpha Rejected', status: 'rejected' });
  const verified = await insertArtist(db, { status: 'approved' });
  const hidden = await insertArtist(db, { status: 'pending' });
  await db
    .insertInto('verified_links')
    .values([
      { artist_id: verified.id, studio_id: alpha.id },
      { artist_id: hidden.id, studio_id: alpha.id },
    ])
    .execute();
});

const list = async (query = '') => {
  const res = await ctx.inject({ method: 'GET', url: `/api/studios${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (body: { items: { studioName: string }[] }) => body.items.map((s) => s.studioName);

describe('GET /api/studios', () => {
  it('lists approved studios as cards, by name ascending by default', async () => {
    const body = await list();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 24 });
    expect(names(body)).toEqual(['Alpha Ink', 'bravo Tattoo', 'Charlie 100%']);
    expect(body.items[0]).toMatchObject({
      photoPreview: ['/media/i1', '/media/i2', '/media/e1'],
      photoCount: 4,
      verifiedArtistCount: 1,
      specializations: ['Japanese', 'Script'],
    });
    expect(body.items[0]).not.toHaveProperty('description');
    expect(body.items[0]).not.toHaveProperty('interiorImages');
  });

  it('searches name, handle and location, treating % literally', async () => {
    expect(names(await list('?q=austin'))).toEqual(['bravo Tattoo']);
    expect(names(await list('?q=ALPHA'))).toEqual(['Alpha Ink']);
    expect(names(await list('?q=100%25'))).toEqual(['Charlie 100%']);
    expect(names(await list('?q=0%25'))).toEqual(['Charlie 100%']);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('filters by specialization', async () => {
    expect(names(await list('?specialization=Script'))).toEqual(['Alpha Ink']);
    expect((await list('?specialization=Mandala')).items).toEqual([]);
  });

  it('sorts by name, location or specializations in either order', async () => {
    expect(names(await list('?order=desc'))).toEqual(['Charlie 100%', 'bravo Tattoo', 'Alpha Ink']);
    expect(names(await list('?sort=location'))).toEqual(['bravo Tattoo', 'Charlie 100%', 'Alpha Ink']);
    expect(names(await list('?sort=specializations'))).toEqual(['Charlie 100%', 'Alpha Ink', 'bravo Tattoo']);
  });

  it('pages', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Charlie 100%']);
    expect(await list('?pageSize=2&page=5')).toMatchObject({ items: [], total: 3, page: 5 });
  });

  it('refuses an unknown sort with 400', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/studios?sort=rating' });
    expect(res.statusCode).toBe(400);
  });
});
