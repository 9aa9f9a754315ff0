import { useService } from '@inkbook/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogService, insertArtist } from '../testing/factories';

// GET /api/artists: search, style filter, sort, order and paging on the server, approved only.
const ctx = useService(catalogService);

const seed: [
  name: string,
  location: string,
  styles: string[],
  status: 'approved' | 'pending' | 'rejected',
][] = [
  ['Alba Reyes', 'Austin, TX', ['Japanese', 'Tribal'], 'approved'],
  ['bruno costa', 'Boston, MA 02110', ['Fine Line'], 'approved'],
  ['Carla Dahl', 'Chicago, IL', ['Botanical', 'Fine Line'], 'approved'],
  ['Dario Esposito', 'Denver, CO', ['Abstract'], 'approved'],
  ['Eve 100% Ink_', 'El Paso, TX', ['Watercolor'], 'approved'],
  ['Alba Pending', 'Austin, TX', ['Fine Line'], 'pending'],
  ['Alba Rejected', 'Austin, TX', ['Fine Line'], 'rejected'],
];

beforeAll(async () => {
  for (const [i, [name, location, styles, status]] of seed.entries()) {
    await insertArtist(ctx.db, {
      artist_name: name,
      instagram_handle: `seed_${i}`,
      location,
      bio: 'bio',
      email: `seed${i}@ink.test`,
      tattoo_styles: styles,
      status,
      portfolio_images: ['/media/a', '/media/b', '/media/c', '/media/d', '/media/e'],
    });
  }
});

const get = (url: string) => ctx.inject({ method: 'GET', url });

const names = async (query: string) => {
  const res = await get(`/api/artists${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((a: { artistName: string }) => a.artistName);
};

describe('GET /api/artists', () => {
  it('lists approved artists only, by name by default, as cards', async () => {
    const res = await get('/api/artists');
    expect(res.json().total).toBe(5);
    expect(await names('')).toEqual([
      'Alba Reyes',
      'bruno costa',
      'Carla Dahl',
      'Dario Esposito',
      'Eve 100% Ink_',
    ]);
    const card = res.json().items[1];
    expect(card).toMatchObject({ cardLocation: 'Boston, MA', portfolioCount: 5 });
    expect(card.portfolioPreview).toEqual(['/media/a', '/media/b', '/media/c', '/media/d']);
  });

  it('searches name, handle and location, case-insensitively and with LIKE characters taken literally', async () => {
    expect(await names('?q=alba')).toEqual(['Alba Reyes']);
    expect(await names('?q=tx')).toEqual(['Alba Reyes', 'Eve 100% Ink_']);
    expect(await names('?q=seed_3')).toEqual(['Dario Esposito']);
    expect(await names('?q=100%25')).toEqual(['Eve 100% Ink_']);
    expect(await names('?q=a_')).toEqual([]); // '_' is not "any character"
    expect(await names('?q=k_%20s')).toEqual(['Eve 100% Ink_']);
  });

  it('filters by style (any case) and yields nothing for an unknown style', async () => {
    expect(await names('?style=Fine%20Line')).toEqual(['bruno costa', 'Carla Dahl']);
    expect(await names('?style=fine%20line&q=chicago')).toEqual(['Carla Dahl']);
    expect(await names('?style=Trash%20Polka')).toEqual([]);
  });

  it('sorts by name, location or first style, either way', async () => {
    expect(await names('?order=desc')).toEqual([
      'Eve 100% Ink_',
      'Dario Esposito',
      'Carla Dahl',
      'bruno costa',
      'Alba Reyes',
    ]);
    expect(await names('?sort=location&order=desc')).toEqual([
      'Eve 100% Ink_',
      'Dario Esposito',
      'Carla Dahl',
      'bruno costa',
      'Alba Reyes',
    ]);
    expect(await names('?sort=styles')).toEqual([
      'Dario Esposito', // Abstract
      'Carla Dahl', // Botanical
      'bruno costa', // Fine Line
      'Alba Reyes', // Japanese
      'Eve 100% Ink_', // Watercolor
    ]);
  });

  it('pages with a total', async () => {
    const second = await get('/api/artists?page=2&pageSize=2');
    expect(second.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.json().items.map((a: { artistName: string }) => a.artistName)).toEqual([
      'Carla Dahl',
      'Dario Esposito',
    ]);
    // Past the end: no cards, and still the whole total (the page query carries it on its rows, and has none here).
    expect((await get('/api/artists?page=9&pageSize=2')).json()).toMatchObject({ items: [], total: 5 });
    expect((await get('/api/artists?pageSize=1000')).statusCode).toBe(400);
    // `limit` is the same as pageSize (the spec's clients and the bench URL say limit).
    const limited = (await get('/api/artists?limit=3')).json();
    expect(limited).toMatchObject({ total: 5, page: 1, pageSize: 3 });
    expect(limited.items).toHaveLength(3);
    expect((await get('/api/artists?sort=price')).statusCode).toBe(400);
  });
});
