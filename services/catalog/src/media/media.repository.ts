import type { MediaVariant } from '@inkbook/contracts/media';
import { sql } from 'kysely';
import type { CatalogDb } from '../db';
import type { ProcessedImage } from './image-processing';

export const findMedia = (db: CatalogDb, hash: string) =>
  db.selectFrom('media').select(['hash', 'width', 'height']).where('hash', '=', hash).executeTakeFirst();

/**
 * Whether we hold this image; an unclaimed one also restarts its 24-hour clock, because the profile about to
 * reference it claims it only after saving.
 */
export const confirmMedia = (db: CatalogDb, hash: string) =>
  db
    .updateTable('media')
    .set({ created_at: sql<string>`case when claimed_at is null then now() else created_at end` })
    .where('hash', '=', hash)
    .returning('hash')
    .executeTakeFirst();

export const findVariant = (db: CatalogDb, hash: string, variant: MediaVariant) =>
  db
    .selectFrom('media_variants')
    .select(['content_type', 'bytes'])
    .where('hash', '=', hash)
    .where('variant', '=', variant)
    .executeTakeFirst();

/**
 * Stores an image once by its hash. Uploading an image we already hold again only restarts the 24-hour clock
 * of an unclaimed one (someone is about to use it); concurrent uploads of the same image meet at the primary
 * key, and the later one waits for the first to commit.
 */
export async function saveMedia(db: CatalogDb, image: ProcessedImage): Promise<void> {
  const write = async (trx: CatalogDb) => {
    const inserted = await trx
      .insertInto('media')
      .values({ hash: image.hash, width: image.width, height: image.height })
      .onConflict((oc) => oc.column('hash').doNothing())
      .returning('hash')
      .executeTakeFirst();
    if (!inserted) {
      await trx
        .updateTable('media')
        .set({ created_at: sql<string>`now()` })
        .where('hash', '=', image.hash)
        .where('claimed_at', 'is', null)
        .execute();
      return;
    }
    await trx
      .insertInto('media_variants')
      .values(
        image.renditions.map((r) => ({
          hash: image.hash,
          variant: r.variant,
          content_type: r.contentType,
          bytes: r.bytes,
        })),
      )
      .onConflict((oc) => oc.columns(['hash', 'variant']).doNothing())
      .execute();
  };
  // Row and variants together or neither: a media row without its bytes would be a URL that 404s.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** Marks media as referenced by a saved profile; already-claimed rows keep their first claim time. */
export async function markClaimed(db: CatalogDb, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db
    .updateTable('media')
    .set({ claimed_at: sql<string>`now()` })
    .where('hash', 'in', hashes)
    .where('claimed_at', 'is', null)
    .execute();
}

/** Deletes uploads nobody referenced within the grace period (variants go with them by cascade). */
export async function deleteUnclaimedBefore(db: CatalogDb, olderThan: string): Promise<number> {
  const result = await db
    .deleteFrom('media')
    .where('claimed_at', 'is', null)
    .where('created_at', '<', sql<string>`now() - ${olderThan}::interval`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
