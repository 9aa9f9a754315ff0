import { parseNear } from '@inkbook/contracts/availability-rules';
import { type RawBuilder, sql } from 'kysely';
import type { CatalogDb } from '../db';

// Issue 26's list search, shared by the artist and studio lists: where a profile is (near, radius, distance) and
// what it is called (typo- and accent-forgiving text). The indexes are in migration 2026-11-29_003_nearby-search.

/** The columns of one profile table that the search reads. */
export interface SearchColumns {
  /** The stored, folded search text (name, handle, location, styles or specializations). */
  text: string;
  lat: string;
  lng: string;
}

/** Mean Earth radius in miles: the great-circle distances match what a map or a hand calculation gives. */
const EARTH_RADIUS_MILES = 3958.8;
/**
 * Word similarity a dictionary word needs to stand in for a query word. pg_trgm's 0.6 misses 'Jon' for 'John' (0.5);
 * 0.5 still keeps noise out ('tradtional' to 'traditional' is 0.64).
 */
const WORD_SIMILARITY = '0.5';
/** Corrections kept per query word, best first: enough for the near twins ('traditional', 'tradicional'). */
const CORRECTIONS_PER_WORD = 5;

const ref = (column: string) => sql.ref(column);
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The column the `*_fuzzy` GIN indexes hold. */
const folded = (c: SearchColumns) => ref(c.text);

/**
 * Typos are forgiven in words: three or more letters. A query with digits or signs ('seed_3', '100%') is a handle
 * or a number and matches only as typed (trigrams split 'seed_3' into 'seed' and '3', so every seed_N is close).
 */
const forgivesTypos = (q: string) => /^[\p{L}\s]{3,}$/u.test(q.trim());

/** A dictionary word (folded, letters only) close to a query word, and how close (word similarity, 0 to 1). */
export interface Correction {
  word: string;
  score: number;
}
/** A text query and its words' corrections from `search_words` (migration 2026-11-29_004_search-words). */
export interface TextSearch {
  q: string;
  corrections: Correction[];
}

/**
 * The dictionary words closest to each query word: a lookup in the small `search_words` GIN trigram index (the
 * threshold set for this transaction only, as the pool's connections are shared), so the profiles themselves are
 * then matched by substring, which their trigram index answers.
 */
export async function correct(db: CatalogDb, q: string): Promise<Correction[]> {
  const words = forgivesTypos(q)
    ? [
        ...new Set(
          q
            .trim()
            .split(/\s+/)
            .filter((w) => w.length >= 3),
        ),
      ]
    : [];
  if (words.length === 0) return [];
  // Inside a caller's transaction the setting lasts to its end, which only this lookup reads.
  const inTransaction = <T>(run: (trx: CatalogDb) => Promise<T>) =>
    db.isTransaction ? run(db) : db.transaction().execute(run);
  return inTransaction(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`.execute(trx);
    const { rows } = await sql<Correction>`
      select distinct on (d.word) d.word, d.score from unnest(${words}::text[]) as typed(w)
      cross join lateral (
        select word, word_similarity(search_fold(typed.w), word) as score from search_words
        where word %> search_fold(typed.w) order by score desc, word limit ${CORRECTIONS_PER_WORD}
      ) d
      order by d.word, d.score desc`.execute(trx);
    return rows;
  });
}

/** The text contains `q` as typed or one of its corrections (accents and case aside): all from the trigram index. */
export function textMatches(c: SearchColumns, { q, corrections }: TextSearch) {
  return sql<boolean>`(${sql.join(
    [
      sql`${folded(c)} like search_fold(${likePattern(q)})`,
      ...corrections.map(({ word }) => sql`${folded(c)} like ${likePattern(word)}`),
    ],
    sql` or `,
  )})`;
}

/** Best matches first: whole substrings, then by the closest correction the text holds as a whole word. */
export function relevanceOrder(c: SearchColumns, { q, corrections }: TextSearch) {
  const typed = sql`${folded(c)} like search_fold(${likePattern(q)}) desc`;
  if (corrections.length === 0) return [typed];
  // Dictionary words are letters only, so they need no escaping in the pattern.
  const scores = corrections.map(
    ({ word, score }) => sql`case when ${folded(c)} ~ ${`\\m${word}\\M`} then ${score}::float8 end`,
  );
  return [typed, sql`greatest(${sql.join(scores)}) desc nulls last`];
}

/** Runs a list's queries with `q`'s corrections looked up first; without `q`, with none. */
export async function withTextSearch<T>(
  db: CatalogDb,
  q: string | undefined,
  run: (search: TextSearch | undefined) => Promise<T>,
) {
  return run(q ? { q, corrections: await correct(db, q) } : undefined);
}

/** `near` parsed (the schema already refused anything else), or undefined without it. */
export const nearPoint = (near: string | undefined) => (near ? (parseNear(near) ?? undefined) : undefined);
export type NearPoint = NonNullable<ReturnType<typeof nearPoint>>;

/** Rounding can push the haversine term a hair past 1; LEAST would also turn a missing coordinate's null into 1. */
const atMostOne = (value: RawBuilder<number | null>) => sql`case when ${value} > 1 then 1 else ${value} end`;

/** Great-circle (haversine) miles from `p`; null for profiles without coordinates. */
export function distanceMiles(c: SearchColumns, p: NearPoint): RawBuilder<number | null> {
  const lat = sql`${ref(c.lat)}::float8`;
  const lng = sql`${ref(c.lng)}::float8`;
  return sql<number | null>`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(${atMostOne(sql`sqrt(
    power(sin(radians(${lat} - ${p.lat}::float8) / 2), 2)
    + cos(radians(${p.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${p.lng}::float8) / 2), 2)
  )`)}))`;
}

/** What the card shows: miles to one decimal. */
export const roundedMiles = (c: SearchColumns, p: NearPoint) =>
  sql<number | null>`round(${distanceMiles(c, p)}::numeric, 1)`;

/**
 * Within `radius` miles: the smallest lat/lng box around the circle (answered by the `*_approved_point` GiST
 * index), then the exact distance on what is inside. Near a pole or the antimeridian the box spans every longitude.
 */
export function withinRadius(c: SearchColumns, p: NearPoint, radius: number) {
  const angle = radius / EARTH_RADIUS_MILES;
  const dLat = (angle * 180) / Math.PI;
  const sinRatio = Math.sin(angle) / Math.cos((p.lat * Math.PI) / 180);
  const dLng = sinRatio >= 1 ? 180 : (Math.asin(sinRatio) * 180) / Math.PI;
  // A hair wider than exact, so rounding never drops a profile right on the edge; the distance check decides.
  const pad = 1e-6;
  const wraps = p.lng - dLng < -180 || p.lng + dLng > 180;
  const [west, east] = wraps ? [-180, 180] : [p.lng - dLng - pad, p.lng + dLng + pad];
  const [south, north] = [Math.max(-90, p.lat - dLat - pad), Math.min(90, p.lat + dLat + pad)];
  return sql<boolean>`(point(${ref(c.lng)}::float8, ${ref(c.lat)}::float8)
    <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))
    and ${distanceMiles(c, p)} <= ${radius}::float8)`;
}
