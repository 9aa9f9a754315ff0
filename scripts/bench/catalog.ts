import { applicationStyles } from '@inkbook/contracts/artist';
import { createTestDatabase, TEST_SECRET } from '@inkbook/service-kit/testing';
import pg from 'pg';
import { benchUrl, load, serveGateway, serveService, stopAll } from './processes';

const ARTISTS = 10_000;
const fakeMedia = (i: number) => `/media/${i.toString(16).padStart(64, '0')}`;

/**
 * A bench fixture (not demo data): 10,000 approved artists with styles, 6 portfolio images each, and one artist
 * with the 25-image maximum, written straight into the catalog schema after the service migrated it.
 */
async function seed(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into catalog.artists (artist_name, instagram_handle, location, bio, email, portfolio_images, flash_images,
         tattoo_styles, profile_image, deposit_policy, cancellation_policy, touchup_policy, status)
       select 'Artist ' || i, 'artist_' || i, (array['Austin, TX','Portland, OR','Brooklyn, NY','Denver, CO'])[1 + i % 4],
         'Bio of artist ' || i || ' who tattoos every day with care and a steady hand.', 'artist' || i || '@bench.test',
         array[$1, $2, $3, $4, $5, $6], array[$1], ($7::text[])[1 + i % 16 : 2 + i % 16],
         $1, 'A deposit of fifty dollars holds your slot.', 'Two days notice or the deposit is kept.', 'Free touch-ups in 3 months.',
         'approved'
       from generate_series(1, $8::int) as i`,
      [...[1, 2, 3, 4, 5, 6].map(fakeMedia), [...applicationStyles, ...applicationStyles], ARTISTS],
    );
    await client.query(
      `update catalog.artists set portfolio_images = $1, flash_images = $2 where instagram_handle = 'artist_1'`,
      [
        Array.from({ length: 25 }, (_, i) => fakeMedia(100 + i)),
        Array.from({ length: 15 }, (_, i) => fakeMedia(200 + i)),
      ],
    );
    await client.query('analyze catalog.artists');
  } finally {
    await client.end();
  }
}

/** Public list and profile reads through the gateway at 50 connections, with 10,000 approved artists. */
export async function benchCatalog() {
  const database = await createTestDatabase();
  const common = { DATABASE_URL: database.url, INTERNAL_SECRET: TEST_SECRET, HOST: '127.0.0.1' };
  const auth = await serveService('auth', common);
  const catalog = await serveService('catalog', common);
  const gateway = await serveGateway(['auth', 'catalog'], { ...common, RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    await seed(database.url);
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
