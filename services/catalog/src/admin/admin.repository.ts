import type { AdminStats } from '@inkbook/contracts/admin';
import type { ProfileStatus } from '@inkbook/contracts/fields';
import { sql, type Updateable } from 'kysely';
import type { ArtistRow, ArtistsTable } from '../artists/artist.table';
import type { CatalogDb } from '../db';
import type { StudioRow } from '../studios/studio.table';

// All kysely code the admin module needs. Admin reads every status (DESIGN §5); the artists table is read
// here directly so the admin screens do not depend on the artists module's public queries.

export async function readStats(db: CatalogDb): Promise<AdminStats> {
  const [artists, studios, views] = await Promise.all([
    db
      .selectFrom('artists')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        sql<number>`count(*) filter (where status = 'pending')`.as('pending'),
        sql<number>`coalesce(sum(cardinality(portfolio_images) + cardinality(flash_images)), 0)`.as('images'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('studios')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        sql<number>`count(*) filter (where status = 'pending')`.as('pending'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('profile_views')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalArtists: Number(artists.total),
    pendingReviews: Number(artists.pending),
    totalStudios: Number(studios.total),
    pendingStudioReviews: Number(studios.pending),
    totalImages: Number(artists.images),
    profileViews: Number(views.total),
  };
}

/** Artists newest first, optionally of one status, with their inquiry count (0 when none was ever seen). */
export async function listArtists(
  db: CatalogDb,
  status: ProfileStatus | undefined,
): Promise<(ArtistRow & { inquiry_count: number })[]> {
  let query = db
    .selectFrom('artists')
    .leftJoin('artist_inquiry_counts', 'artist_inquiry_counts.artist_id', 'artists.id')
    .selectAll('artists')
    .select(sql<number>`coalesce(artist_inquiry_counts.total, 0)`.as('inquiry_count'));
  if (status) query = query.where('artists.status', '=', status);
  return query.orderBy('artists.created_at', 'desc').orderBy('artists.id').execute();
}

export async function listStudios(db: CatalogDb, status: ProfileStatus | undefined): Promise<StudioRow[]> {
  let query = db.selectFrom('studios').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

export const findArtistById = (db: CatalogDb, id: string): Promise<ArtistRow | undefined> =>
  db.selectFrom('artists').selectAll().where('id', '=', id).executeTakeFirst();

export const artistHandleTakenByOther = async (db: CatalogDb, handle: string, id: string) =>
  !!(await db
    .selectFrom('artists')
    .select('id')
    .where('instagram_handle', '=', handle)
    .where('id', '!=', id)
    .executeTakeFirst());

export const updateArtist = (
  db: CatalogDb,
  id: string,
  values: Updateable<ArtistsTable>,
): Promise<ArtistRow | undefined> =>
  db
    .updateTable('artists')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteArtist = (db: CatalogDb, id: string): Promise<ArtistRow | undefined> =>
  db.deleteFrom('artists').where('id', '=', id).returningAll().executeTakeFirst();
