import type { AdminStats } from '@inkbook/contracts/admin';
import { sql } from 'kysely';
import type { CatalogDb } from '../db';

// The admin dashboard's counts across artists, studios and views. Rows themselves are read and written through
// the artists' and studios' repositories.

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
