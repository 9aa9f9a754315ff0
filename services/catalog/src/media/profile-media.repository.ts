import { sql } from 'kysely';
import type { CatalogDb } from '../db';

/**
 * Locks the media rows of `hashes` until the transaction ends, in one order (no deadlock between two deletes). Two
 * profiles sharing a picture and deleted at once: the second waits, then sees the first gone and releases it.
 */
export async function lockMedia(trx: CatalogDb, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await trx
    .selectFrom('media')
    .select('hash')
    .where('hash', 'in', hashes)
    .orderBy('hash')
    .forUpdate()
    .execute();
}

/**
 * Which of `urls` a profile still shows: media is stored once by content, so another artist or studio may show the
 * same picture (the same upload, or one of our URLs put in their own profile).
 */
export async function imagesStillShown(db: CatalogDb, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const wanted = sql`${[...urls]}::text[]`;
  const { rows } = await sql<{ url: string }>`
    select url from (
      select unnest(array[profile_image] || portfolio_images || flash_images) as url from artists
        where profile_image = any(${wanted}) or portfolio_images && ${wanted} or flash_images && ${wanted}
      union
      select unnest(array[logo, banner_image] || interior_images || exterior_images) as url from studios
        where logo = any(${wanted}) or banner_image = any(${wanted})
          or interior_images && ${wanted} or exterior_images && ${wanted}
    ) shown
    where url = any(${wanted})`.execute(db);
  return new Set(rows.map((row) => row.url));
}
