import { artistListQuerySchema } from '@inkbook/contracts/artist';
import { studioListQuerySchema } from '@inkbook/contracts/studio';
import {
  explainSelects,
  inRolledBackTransaction,
  seqScansOf,
  useService,
} from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { listArtists, searchArtists } from '../artists/artist.service';
import type { CatalogDb } from '../db';
import { listPublicStudios } from '../studios/studio.service';
import { catalogService } from '../testing/factories';
import { type Place, seedArtists, seedStudios } from '../testing/seed-at-scale';

// Issue 27 item 3: the public lists and their search keep to the indexes at 10,000 artists and 2,000 studios: the
// queries GET /api/artists, GET /api/studios and the claim search run, explained as they ran.

const ctx = useService(catalogService);
const LARGE = ['artists', 'studios', 'search_words'];
const PLACES: Place[] = [
  { name: 'Austin, TX', at: [30.2672, -97.7431] },
  { name: 'Portland, OR', at: [45.5152, -122.6784] },
  { name: 'Brooklyn, NY', at: [40.6782, -73.9442] },
  { name: 'Denver, CO', at: [39.7392, -104.9903] },
];
const NEAR = { near: '30.2672,-97.7431', radius: '25', sort: 'distance' };

// Searches as people type them: a name matches a few profiles, on the trigram index. A common word ('traditional':
// a quarter of the artists) is read by a sequential scan on purpose (search/list-page.ts).
const artistQueries = [
  {},
  { style: 'Japanese', sort: 'name' },
  { sort: 'location', order: 'desc', page: '40' },
  { sort: 'styles' },
  { q: 'artist 4242' },
  { books: 'open' },
  NEAR,
].map((query) => artistListQuerySchema.parse(query));
const studioQueries = [
  {},
  { sort: 'location', order: 'desc' },
  { specialization: 'Japanese' },
  { q: 'studio 1234' },
  NEAR,
].map((query) => studioListQuerySchema.parse(query));

describe('public lists at 10,000 artists and 2,000 studios', () => {
  it('filter, sort, page and search on indexes, never a table whole', async () => {
    await inRolledBackTransaction(ctx.db, async (trx) => {
      await seedArtists(trx, 10_000, PLACES);
      await seedStudios(trx, 2_000, PLACES);
      const reads = (db: CatalogDb) =>
        Promise.all([
          ...artistQueries.map((query) => listArtists(db, query)),
          ...studioQueries.map((query) => listPublicStudios(db, query)),
          searchArtists(db, 'artist_7', 10),
        ]);
      const answered = await reads(trx);
      for (const list of answered) expect('items' in list ? list.items : list).not.toHaveLength(0);
      const plans = await explainSelects(trx, reads);
      expect(plans.length).toBeGreaterThanOrEqual(answered.length);
      expect(seqScansOf(plans, LARGE)).toEqual([]);
    });
  }, 180_000);
});
