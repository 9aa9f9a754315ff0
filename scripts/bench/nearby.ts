import { seedArtists } from '@inkbook/catalog/testing';
import { createTestDatabase, TEST_SECRET } from '@inkbook/service-kit/testing';
import pg from 'pg';
import { benchUrl, type Load, load, serveGateway, serveService, stopAll } from './processes';
import { seedSchema } from './seed';

const ARTISTS = 10_000;
/** Metro centres the seed scatters artists around (up to about 40 miles out), and the one searched from. */
const CITIES = [
  [30.2672, -97.7431], // Austin
  [45.5152, -122.6784], // Portland
  [40.6782, -73.9442], // Brooklyn
  [39.7392, -104.9903], // Denver
  [41.8781, -87.6298], // Chicago
] as const;
const [SEARCH_LAT, SEARCH_LNG] = CITIES[0];
const SEQUENTIAL = 200;
const MISSPELLINGS = [
  'tradtional',
  'japaneese',
  'realistc',
  'geometic',
  'watercolour',
  'blackwrk',
  'dotwrok',
];

/** The dictionary lookup that corrects 'tradtional' (as search/list-search.ts's `correct` runs it). */
const CORRECTION_LOOKUP = `select word from search_words where word %> 'tradtional'
  order by word_similarity('tradtional', word) desc, word limit 5`;

/** The plan's scan lines for the list query's filter, as the catalog runs it (same helpers, same indexes). */
async function planLines(databaseUrl: string, where: string): Promise<string[]>;
async function planLines(
  databaseUrl: string,
  query: string,
  whole: true,
): Promise<{ plan: string[]; rows: Record<string, unknown>[] }>;
async function planLines(databaseUrl: string, where: string, whole?: true) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set search_path = catalog');
    await client.query(`set pg_trgm.word_similarity_threshold = 0.5`);
    const query = whole ? where : `select count(*) from artists where status = 'approved' and ${where}`;
    const { rows } = await client.query(`explain ${query}`);
    const plan = rows
      .map((row: Record<string, string>) => Object.values(row)[0] ?? '')
      .filter((line) => /Scan/.test(line))
      .map((line) => line.trim().replace(/\s+\(cost=.*$/, ''));
    return whole ? { plan, rows: (await client.query(query)).rows } : plan;
  } finally {
    await client.end();
  }
}

/** `count` requests one at a time, each a query the public cache has not seen: p50 and p95 in ms. */
async function sequential(urls: string[]) {
  const ms: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => Number((ms[Math.min(ms.length - 1, Math.floor(ms.length * p))] ?? 0).toFixed(1));
  return { p50: at(0.5), p95: at(0.95), count: ms.length };
}

/** Near me (radius 25, nearest first) and the typo search at 10,000 approved artists, through the gateway. */
export async function benchNearby() {
  const database = await createTestDatabase();
  const common = { DATABASE_URL: database.url, INTERNAL_SECRET: TEST_SECRET, HOST: '127.0.0.1' };
  const auth = await serveService('auth', common);
  const catalog = await serveService('catalog', common);
  const gateway = await serveGateway(['auth', 'catalog'], { ...common, RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    // One in 50 without coordinates, one in 3 with books closed.
    await seedSchema(database.url, 'catalog', (db) =>
      seedArtists(
        db,
        ARTISTS,
        CITIES.map((at, i) => ({ name: `City ${i}`, at })),
      ),
    );
    const base = benchUrl('gateway');
    // A hair apart (about 1 m each), so every request misses the service's 2-second public cache.
    const nearUrl = (i: number) =>
      `${base}/api/artists?near=${(SEARCH_LAT + i * 1e-5).toFixed(5)},${SEARCH_LNG}&radius=25&sort=distance&pageSize=24`;
    const typoUrl = (i: number) =>
      `${base}/api/artists?q=${MISSPELLINGS[i % MISSPELLINGS.length]}&page=${1 + Math.floor(i / MISSPELLINGS.length)}`;
    const sample = (await (await fetch(nearUrl(0))).json()) as { total: number };
    const typoSample = (await (await fetch(typoUrl(0))).json()) as { total: number };
    await sequential(Array.from({ length: 20 }, (_, i) => nearUrl(SEQUENTIAL + i))); // warm-up
    const near = await sequential(Array.from({ length: SEQUENTIAL }, (_, i) => nearUrl(i)));
    const typo = await sequential(Array.from({ length: SEQUENTIAL }, (_, i) => typoUrl(i)));
    const nearLoad = await load(nearUrl(0), {});
    const typoLoad = await load(typoUrl(0), {});
    const nearPlan = await planLines(
      database.url,
      `point(location_lng::float8, location_lat::float8) <@ box(point(${SEARCH_LNG - 0.42}, ${SEARCH_LAT - 0.37}), point(${SEARCH_LNG + 0.42}, ${SEARCH_LAT + 0.37}))`,
    );
    // The typo search as the catalog runs it: the query word's corrections from the dictionary, then substrings.
    const corrections = await planLines(database.url, CORRECTION_LOOKUP, true);
    const words = corrections.rows.map((row) => row.word as string);
    const typoPlan = await planLines(
      database.url,
      ['tradtional', ...words].map((word) => `search_text like '%${word}%'`).join(' or '),
    );
    return {
      nearTotal: sample.total,
      typoTotal: typoSample.total,
      near,
      typo,
      nearLoad,
      typoLoad,
      nearPlan,
      typoPlan,
      correctionPlan: corrections.plan,
      corrections: words,
    };
  } finally {
    await stopAll([gateway, catalog, auth]);
    await database.drop();
  }
}

const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const loaded = (l: Load) =>
  `${l.requestsPerSecond} req/s, p50 ${l.p50} ms, p97.5 ${l.p97_5} ms, ${l.errors} errors`;

export const nearbySection = (
  n: Awaited<ReturnType<typeof benchNearby>>,
) => `## Near me and typo search (issue 26)

10,000 approved artists scattered around five US metros (one in 50 without coordinates), through the gateway.

| request | one at a time, uncached (${n.near.count}) p50 / p95 | 50 connections, 8 s (cached 2 s) | target p95 < 50 ms |
|---|---|---|---|
| \`GET /api/artists?near=30.2672,-97.7431&radius=25&sort=distance&pageSize=24\` (${n.nearTotal} within 25 mi) | ${n.near.p50} / **${n.near.p95} ms** | ${loaded(n.nearLoad)} | ${met(n.near.p95 < 50)} |
| \`GET /api/artists?q=tradtional\` (${n.typoTotal} matches; 7 misspellings × pages in turn) | ${n.typo.p50} / **${n.typo.p95} ms** | ${loaded(n.typoLoad)} | ${met(n.typo.p95 < 50)} |

Each uncached request differs from the ones before it (the point moves by about a metre; the misspelling or the page
changes), so none is answered from the catalog's 2-second public cache. The plans at 10,000 artists:

- radius: ${n.nearPlan.map((line) => `\`${line}\``).join(' → ')}
- typo, the dictionary lookup (corrections: ${n.corrections.join(', ')}): ${n.correctionPlan.map((line) => `\`${line}\``).join(' → ')}
- typo, the profiles: ${n.typoPlan.map((line) => `\`${line}\``).join(' → ')}

The radius is a bounding box on the partial GiST index \`artists_approved_point\` (built-in \`point\`, no
extension), then the exact great-circle distance on the rows inside it. Each query word of 3+ letters is corrected
against \`search_words\` (the distinct words of approved profiles' names, handles, locations and styles, kept by
triggers, GIN trigram index): its closest words by word similarity ≥ 0.5, five at most. The profiles then match by
plain substring on the query as typed or any correction, in \`search_text\` (lowered, unaccented, a stored generated
column) and its partial GIN trigram index \`artists_fuzzy\` (fastupdate off, so no pending list); no
\`enable_seqscan\` setting is involved.
`;
