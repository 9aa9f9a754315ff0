import { fakeMedia, seedArtists } from '@inkbook/catalog/testing';
import { createTestDatabase, TEST_SECRET } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { benchUrl, load, serveGateway, serveService, stopAll } from './processes';
import { seedSchema } from './seed';

const ARTISTS = 10_000;
/** Where the bench's artists are (no coordinates: this section reads no radius). */
const PLACES = ['Austin, TX', 'Portland, OR', 'Brooklyn, NY', 'Denver, CO'].map((name) => ({ name }));

/** Public list and profile reads through the gateway at 50 connections, with 10,000 approved artists. */
export async function benchCatalog() {
  const database = await createTestDatabase();
  const common = { DATABASE_URL: database.url, INTERNAL_SECRET: TEST_SECRET, HOST: '127.0.0.1' };
  const auth = await serveService('auth', common);
  const catalog = await serveService('catalog', common);
  const gateway = await serveGateway(['auth', 'catalog'], { ...common, RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    // 10,000 approved artists, and one with the 25-image maximum (and 15 flash).
    await seedSchema(database.url, 'catalog', async (db) => {
      await seedArtists(db, ARTISTS, PLACES);
      await sql`update artists set portfolio_images = ${Array.from({ length: 25 }, (_, i) => fakeMedia(100 + i))},
        flash_images = ${Array.from({ length: 15 }, (_, i) => fakeMedia(200 + i))} where instagram_handle = 'artist_1'`.execute(
        db,
      );
    });
    const base = benchUrl('gateway');
    const listUrl = `${base}/api/artists?style=Japanese&sort=name&limit=24`;
    const list = (await (await fetch(listUrl)).json()) as { items: unknown[] };
    const bytesPerCard = Math.round(JSON.stringify(list.items).length / Math.max(1, list.items.length));
    const fullProfileBytes = (await (await fetch(`${base}/api/artists/artist_1`)).text()).length;
    // Uncached: each of these queries is new to the service's short-lived public cache.
    const coldMs: number[] = [];
    for (const style of ['Tribal', 'Dotwork', 'Abstract', 'Realistic', 'Geometric']) {
      const started = performance.now();
      await fetch(`${base}/api/artists?style=${style}&sort=location&order=desc&limit=24`);
      coldMs.push(performance.now() - started);
    }
    const coldListMs = coldMs.sort((a, b) => a - b)[2] ?? 0;
    await load(listUrl, {}, 2); // warm-up
    const listLoad = await load(listUrl, {});
    const profileLoad = await load(`${base}/api/artists/artist_42`, {});
    return { cards: list.items.length, bytesPerCard, fullProfileBytes, coldListMs, listLoad, profileLoad };
  } finally {
    await stopAll([gateway, catalog, auth]);
    await database.drop();
  }
}
