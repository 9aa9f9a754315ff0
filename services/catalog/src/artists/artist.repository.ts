import type { AdminListQuery } from '@inkbook/contracts/admin';
import type { ArtistListQuery } from '@inkbook/contracts/artist';
import { pageSizeOf } from '@inkbook/contracts/fields';
import { type Insertable, sql, type UpdateObject } from 'kysely';
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
import type { ArtistCardRow, VerifiedStudioRow } from './artist.mapper';
import type { ArtistsTable } from './artist.table';

// Every artist query. Public reads filter `status = 'approved'` here, so no caller can forget it (DESIGN §5).

/** The expression the trigram index `artists_search` covers: `q` must use exactly this to hit it. */
const SEARCH_TEXT = sql<string>`(artist_name || ' ' || instagram_handle || ' ' || location)`;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const insertArtist = (db: CatalogDb, row: Insertable<ArtistsTable>) =>
  db.insertInto('artists').values(row).returningAll().executeTakeFirstOrThrow();

/** Undefined when no artist has this id. Values may be SQL (the books' opening time is the database's now()). */
export const updateArtist = (db: CatalogDb, id: string, row: UpdateObject<CatalogDatabase, 'artists'>) =>
  db
    .updateTable('artists')
    .set({ ...row, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteArtist = (db: CatalogDb, id: string) =>
  db.deleteFrom('artists').where('id', '=', id).returningAll().executeTakeFirst();

/**
 * One page of every artist (admin reads every status), newest first, with their inquiry count, plus the total.
 * `q` uses the `artists_search` trigram expression, and email besides; a status filter walks `artists_status_created`.
 */
export async function listArtistsWithInquiryCounts(db: CatalogDb, query: AdminListQuery) {
  const pageSize = pageSizeOf(query);
  let filtered = db.selectFrom('artists');
  if (query.status) filtered = filtered.where('artists.status', '=', query.status);
  if (query.q) {
    const pattern = likePattern(query.q);
    filtered = filtered.where((eb) =>
      eb.or([eb(SEARCH_TEXT, 'ilike', pattern), eb('artists.email', 'ilike', pattern)]),
    );
  }
  const [rows, counted] = await Promise.all([
    filtered
      .leftJoin('artist_inquiry_counts', 'artist_inquiry_counts.artist_id', 'artists.id')
      .selectAll('artists')
      // 0 when no inquiry was ever seen for the artist.
      .select(sql<number>`coalesce(artist_inquiry_counts.total, 0)`.as('inquiry_count'))
      .orderBy('artists.created_at', 'desc')
      .orderBy('artists.id')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

export const findArtistById = (db: CatalogDb, id: string) =>
  db.selectFrom('artists').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the row for an edit, so two concurrent edits apply one after the other. */
export const lockArtistById = (db: CatalogDb, id: string) =>
  db.selectFrom('artists').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Any status: a pending or rejected artist still holds their handle. */
export async function isHandleTaken(db: CatalogDb, handle: string, exceptId?: string) {
  let query = db.selectFrom('artists').select('id').where('instagram_handle', '=', handle);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const findApprovedByHandle = (db: CatalogDb, handle: string) =>
  db
    .selectFrom('artists')
    .selectAll()
    .where('instagram_handle', '=', handle)
    .where('status', '=', 'approved')
    .executeTakeFirst();

/** Approved studios that verified the artist (the verified_links projection, fed by claims events). */
export const findVerifiedStudios = (db: CatalogDb, artistId: string): Promise<VerifiedStudioRow[]> =>
  db
    .selectFrom('verified_links')
    .innerJoin('studios', 'studios.id', 'verified_links.studio_id')
    .select(['studios.id', 'studios.studio_name', 'studios.handle', 'studios.logo'])
    .where('verified_links.artist_id', '=', artistId)
    .where('studios.status', '=', 'approved')
    .orderBy('studios.studio_name')
    .execute();

type ListFilter = Pick<ArtistListQuery, 'q' | 'style' | 'near' | 'radius' | 'books'>;
type Filter = Omit<ListFilter, 'q'> & { search?: TextSearch };

/** The artist columns issue 26's search reads (see search/list-search.ts). */
export const ARTIST_SEARCH_COLUMNS: SearchColumns = {
  text: 'artists.search_text',
  lat: 'artists.location_lat',
  lng: 'artists.location_lng',
};

function approvedMatching(db: CatalogDb, { search, style, near, radius, books }: Filter) {
  let query = db.selectFrom('artists').where('artists.status', '=', 'approved');
  if (search) query = query.where(textMatches(ARTIST_SEARCH_COLUMNS, search));
  // Array containment: the GIN index artists_approved_styles answers it.
  if (style) query = query.where('artists.tattoo_styles', '@>', sql<string[]>`array[${style}]::text[]`);
  const point = nearPoint(near);
  if (point && radius) query = query.where(withinRadius(ARTIST_SEARCH_COLUMNS, point, radius));
  if (books) query = query.where('artists.books_status', '=', books);
  return query;
}

/** The ORDER BY of a list: `sort` as asked, else relevance while `q` is given, else name; name and id break ties. */
function listOrder(query: Filter & Pick<ArtistListQuery, 'sort' | 'order'>) {
  const sort = query.sort ?? (query.search ? 'relevance' : 'name');
  const point = nearPoint(query.near);
  if (sort === 'distance' && point)
    return [sql`${distanceMiles(ARTIST_SEARCH_COLUMNS, point)} asc nulls last`];
  if (sort === 'relevance' && query.search) return relevanceOrder(ARTIST_SEARCH_COLUMNS, query.search);
  if (sort === 'location') return [sql`lower(artists.location) ${sql.raw(query.order)}`];
  if (sort === 'styles') return [sql`lower(artists.tattoo_styles[1]) ${sql.raw(query.order)}`];
  return [];
}

/**
 * One page of approved cards plus the total. Offset paging over the partial (lower(name|location), id)
 * indexes: ordered index scans stay in milliseconds at 10,000 profiles; `id` breaks ties so pages never overlap.
 * With `near`, each card carries its distance; the radius walks the artists_approved_point index.
 */
export function listApprovedCards(db: CatalogDb, query: ListFilter & Omit<ArtistListQuery, 'q' | 'style'>) {
  const pageSize = pageSizeOf(query);
  const point = nearPoint(query.near);
  return withTextSearch(db, query.q, async (search) => {
    const filtered = approvedMatching(db, { ...query, search });
    let rows = filtered
      .select((eb) => [
        'artists.id',
        'artists.artist_name',
        'artists.instagram_handle',
        'artists.studio_name',
        'artists.location',
        'artists.profile_image',
        'artists.tattoo_styles',
        'artists.location_lat',
        'artists.location_lng',
        'artists.books_status',
        'artists.books_reopens_on',
        'artists.books_request_cap',
        'artists.books_opened_at',
        'artists.books_taken',
        sql<string[] | null>`artists.portfolio_images[1:4]`.as('portfolio_preview'),
        sql<number | null>`cardinality(artists.portfolio_images)`.as('portfolio_count'),
        eb
          .selectFrom('verified_links')
          .innerJoin('studios', 'studios.id', 'verified_links.studio_id')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('verified_links.artist_id', '=', 'artists.id')
          .where('studios.status', '=', 'approved')
          .as('verified_studio_count'),
      ])
      .$if(point !== undefined, (qb) =>
        qb.select(roundedMiles(ARTIST_SEARCH_COLUMNS, point as NearPoint).as('distance_miles')),
      );
    for (const key of listOrder({ ...query, search })) rows = rows.orderBy(key);
    const { rows: items, total } = await pageWithTotal(
      rows.orderBy(sql`lower(artists.artist_name)`, query.order).orderBy('artists.id', query.order),
      async () =>
        (await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      { page: query.page, pageSize },
    );
    return { total, rows: items as ArtistCardRow[] };
  });
}

/** An artist as other lists show it (claim search results, a studio's Verified Artists). */
export const artistSummaryColumns = [
  'artists.id',
  'artists.artist_name',
  'artists.instagram_handle',
  'artists.profile_image',
  'artists.location',
] as const;

/** Claim search: approved artists whose name, handle or location contains `q`. */
export const searchApproved = (db: CatalogDb, q: string, limit: number) =>
  withTextSearch(db, q, (search) =>
    approvedMatching(db, { search })
      .select(artistSummaryColumns)
      .orderBy(sql`lower(artists.artist_name)`)
      .orderBy('artists.id')
      .limit(limit)
      .execute(),
  );
