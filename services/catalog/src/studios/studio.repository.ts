import type { AdminListQuery } from '@inkbook/contracts/admin';
import { pageSizeOf } from '@inkbook/contracts/fields';
import type { StudioListQuery } from '@inkbook/contracts/studio';
import { type Insertable, sql, type UpdateObject } from 'kysely';
import { artistSummaryColumns } from '../artists/artist.repository';
import type { CatalogDatabase, CatalogDb } from '../db';
import { pageWithTotal } from '../search/list-page';
import {
  distanceMiles,
  type NearPoint,
  nearPoint,
  relevanceOrder,
  roundedMiles,
  type SearchColumns,
  type TextSearch,
  textMatches,
  withinRadius,
  withTextSearch,
} from '../search/list-search';
import type { StudioCardRow, VerifiedArtistRow } from './studio.mapper';
import type { StudioRow, StudiosTable } from './studio.table';

// All kysely code for studios. Functions take the db or the caller's transaction first. Public reads filter
// `status = 'approved'` here, so no caller can forget it (DESIGN §5).

/** The expression the trigram index `studios_search` covers: `q` must use exactly this to hit it. */
const SEARCH_TEXT = sql<string>`(studios.studio_name || ' ' || studios.handle || ' ' || studios.location)`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** An approved studio by id or handle: the public profile's row. */
export const findApprovedStudio = (
  db: CatalogDb,
  by: { id: string } | { handle: string },
): Promise<StudioRow | undefined> =>
  db
    .selectFrom('studios')
    .selectAll()
    .where((eb) => ('id' in by ? eb('id', '=', by.id) : eb('handle', '=', by.handle)))
    .where('status', '=', 'approved')
    .executeTakeFirst();

/** A studio in any status (its owner's and admins' reads). */
export const findStudioById = (db: CatalogDb, id: string): Promise<StudioRow | undefined> =>
  db.selectFrom('studios').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the row for an edit, so two concurrent edits apply one after the other. */
export const lockStudioById = (db: CatalogDb, id: string): Promise<StudioRow | undefined> =>
  db.selectFrom('studios').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/**
 * One page of every studio (admin reads every status), newest first, plus the total. `q` uses the `studios_search`
 * trigram expression, and the Instagram handle and business email besides; a status filter walks
 * `studios_status_created`.
 */
export async function listStudios(
  db: CatalogDb,
  query: AdminListQuery,
): Promise<{ rows: StudioRow[]; total: number }> {
  const pageSize = pageSizeOf(query);
  let filtered = db.selectFrom('studios');
  if (query.status) filtered = filtered.where('studios.status', '=', query.status);
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(SEARCH_TEXT, 'ilike', pattern),
        eb('studios.instagram_handle', 'ilike', pattern),
        eb('studios.business_email', 'ilike', pattern),
      ]),
    );
  }
  const [rows, counted] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('studios.created_at', 'desc')
      .orderBy('studios.id')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

export const insertStudio = (db: CatalogDb, values: Insertable<StudiosTable>): Promise<StudioRow> =>
  db.insertInto('studios').values(values).returningAll().executeTakeFirstOrThrow();

export const updateStudio = (
  db: CatalogDb,
  id: string,
  values: UpdateObject<CatalogDatabase, 'studios'>,
): Promise<StudioRow | undefined> =>
  db
    .updateTable('studios')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteStudio = (db: CatalogDb, id: string): Promise<StudioRow | undefined> =>
  db.deleteFrom('studios').where('id', '=', id).returningAll().executeTakeFirst();

/**
 * Serialises handle generation for one base slug until the transaction ends, so two studios with the same name
 * applying at the same moment cannot both pick the same free handle.
 */
export async function lockHandle(trx: CatalogDb, base: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`studio-handle:${base}`}))`.execute(trx);
}

/** Handles already taken among `base` and `base-<n>` (base is a slug: [a-z0-9-] only, safe in a regex). */
export async function takenHandles(db: CatalogDb, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('studios')
    .select('handle')
    .where((eb) => eb.or([eb('handle', '=', base), eb('handle', '~', `^${base}-[0-9]+$`)]))
    .execute();
  return new Set(rows.map((r) => r.handle));
}

export const handleTakenByOther = async (db: CatalogDb, handle: string, id: string) =>
  !!(await db
    .selectFrom('studios')
    .select('id')
    .where('handle', '=', handle)
    .where('id', '!=', id)
    .executeTakeFirst());

/** Approved artists linked to the studio by a verified claim, earliest first. */
export const listVerifiedArtists = (db: CatalogDb, studioId: string): Promise<VerifiedArtistRow[]> =>
  db
    .selectFrom('verified_links')
    .innerJoin('artists', 'artists.id', 'verified_links.artist_id')
    .where('verified_links.studio_id', '=', studioId)
    .where('artists.status', '=', 'approved')
    .select(artistSummaryColumns)
    .orderBy('verified_links.verified_at')
    .orderBy('artists.id')
    .execute();

/** The studio columns issue 26's search reads (see search/list-search.ts). */
export const STUDIO_SEARCH_COLUMNS: SearchColumns = {
  text: 'studios.search_text',
  lat: 'studios.location_lat',
  lng: 'studios.location_lng',
};

/** The ORDER BY of a list: `sort` as asked, else relevance while `q` is given, else name; name and id break ties. */
function listOrder(query: StudioListQuery, search: TextSearch | undefined) {
  const sort = query.sort ?? (search ? 'relevance' : 'name');
  const point = nearPoint(query.near);
  const order = sql.raw(query.order);
  if (sort === 'distance' && point)
    return [sql`${distanceMiles(STUDIO_SEARCH_COLUMNS, point)} asc nulls last`];
  if (sort === 'relevance' && search) return relevanceOrder(STUDIO_SEARCH_COLUMNS, search);
  if (sort === 'location') return [sql`lower(studios.location) ${order}`];
  if (sort === 'specializations')
    return [sql`lower(array_to_string(studios.specializations, ', ')) ${order}`];
  return [];
}

/**
 * One page of approved studio cards plus the total, filtered, searched and sorted in SQL (DESIGN §5). With `near`,
 * each card carries its distance; the radius walks the studios_approved_point index.
 */
export function listApprovedStudioCards(
  db: CatalogDb,
  query: StudioListQuery,
): Promise<{ rows: StudioCardRow[]; total: number }> {
  const point = nearPoint(query.near);
  return withTextSearch(db, query.q, async (search) => {
    let base = db.selectFrom('studios').where('studios.status', '=', 'approved');
    if (search) base = base.where(textMatches(STUDIO_SEARCH_COLUMNS, search));
    if (query.specialization) {
      base = base.where(sql<boolean>`studios.specializations @> array[${query.specialization}]::text[]`);
    }
    if (point && query.radius) base = base.where(withinRadius(STUDIO_SEARCH_COLUMNS, point, query.radius));
    if (query.books) base = base.where('studios.books_status', '=', query.books);
    let rows = base
      .select([
        'studios.id',
        'studios.studio_name',
        'studios.handle',
        'studios.logo',
        'studios.banner_image',
        'studios.tagline',
        'studios.location',
        'studios.specializations',
        'studios.established_year',
        'studios.location_lat',
        'studios.location_lng',
        'studios.books_status',
        'studios.books_reopens_on',
        'studios.books_request_cap',
        'studios.books_opened_at',
        'studios.books_taken',
      ])
      .select([
        sql<string[] | null>`(studios.interior_images || studios.exterior_images)[1:3]`.as('photo_preview'),
        sql<number>`cardinality(studios.interior_images) + cardinality(studios.exterior_images)`.as(
          'photo_count',
        ),
        sql<number>`(
        select count(*) from verified_links vl join artists a on a.id = vl.artist_id
        where vl.studio_id = studios.id and a.status = 'approved'
      )`.as('verified_artist_count'),
      ])
      .$if(point !== undefined, (qb) =>
        qb.select(roundedMiles(STUDIO_SEARCH_COLUMNS, point as NearPoint).as('distance_miles')),
      );
    for (const key of listOrder(query, search)) rows = rows.orderBy(key);
    const { rows: items, total } = await pageWithTotal(
      rows.orderBy(sql`lower(studios.studio_name)`, query.order).orderBy('studios.id', query.order),
      async () => (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      { page: query.page, pageSize: pageSizeOf(query) },
    );
    return { rows: items as StudioCardRow[], total };
  });
}
