import type { MediaVariant } from '@inkbook/contracts/media';
import { type Kysely, sql } from 'kysely';
import type { FileType } from './kept-file';
import type { MediaDatabase, MediaVisibility } from './media.table';
import type { ImageRendition } from './renditions';

/** A service's db or transaction, seen only through its media tables. */
export type MediaDb = Kysely<MediaDatabase>;

export interface MediaRow {
  hash: string;
  width: number;
  height: number;
  visibility: MediaVisibility;
  renditions: ImageRendition[];
}

/**
 * Whether we hold this image with this visibility; an unclaimed one also restarts its 24-hour clock, because
 * the record about to reference it claims it only after saving.
 */
export const confirmMedia = (db: MediaDb, hash: string, visibility: MediaVisibility) =>
  db
    .updateTable('media')
    .set({ created_at: sql<string>`case when claimed_at is null then now() else created_at end` })
    .where('hash', '=', hash)
    .where('visibility', '=', visibility)
    .returning('hash')
    .executeTakeFirst();

/** Whether an image of this visibility exists, without reading any bytes (for a 304). */
export const mediaExists = (db: MediaDb, hash: string, visibility: MediaVisibility) =>
  db
    .selectFrom('media')
    .select('hash')
    .where('hash', '=', hash)
    .where('visibility', '=', visibility)
    .executeTakeFirst();

export const findVariant = (
  db: MediaDb,
  hash: string,
  variant: MediaVariant | FileType,
  visibility: MediaVisibility,
) =>
  db
    .selectFrom('media_variants')
    .innerJoin('media', 'media.hash', 'media_variants.hash')
    .select(['media_variants.content_type', 'media_variants.bytes'])
    .where('media_variants.hash', '=', hash)
    .where('media_variants.variant', '=', variant)
    .where('media.visibility', '=', visibility)
    .executeTakeFirst();

/**
 * Stores an image once by its hash. Uploading an image we already hold again only restarts the 24-hour clock
 * of an unclaimed one (someone is about to use it); concurrent uploads of the same image meet at the primary
 * key, and the later one waits for the first to commit.
 */
export async function saveMedia(db: MediaDb, image: MediaRow): Promise<void> {
  const write = async (trx: MediaDb) => {
    const inserted = await trx
      .insertInto('media')
      .values({ hash: image.hash, width: image.width, height: image.height, visibility: image.visibility })
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

/**
 * Keeps one file under `hash`, as one more rendition of that media row when it exists (a stencil's PNG beside its
 * SVG). Storing it again restarts an unclaimed row's clock, as for an upload.
 */
export async function saveFile(
  db: MediaDb,
  file: { hash: string; type: FileType; contentType: string; bytes: Buffer; visibility: MediaVisibility },
): Promise<void> {
  const write = async (trx: MediaDb) => {
    // A file's own size is not the store's business (no renditions are made of it).
    await trx
      .insertInto('media')
      .values({ hash: file.hash, width: 0, height: 0, visibility: file.visibility })
      .onConflict((oc) =>
        oc.column('hash').doUpdateSet({
          created_at: sql<string>`case when media.claimed_at is null then now() else media.created_at end`,
        }),
      )
      .execute();
    await trx
      .insertInto('media_variants')
      .values({ hash: file.hash, variant: file.type, content_type: file.contentType, bytes: file.bytes })
      .onConflict((oc) => oc.columns(['hash', 'variant']).doNothing())
      .execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** Marks media as referenced by a saved record; already-claimed rows keep their first claim time. */
export async function markClaimed(db: MediaDb, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db
    .updateTable('media')
    .set({ claimed_at: sql<string>`now()` })
    .where('hash', 'in', hashes)
    .where('claimed_at', 'is', null)
    .execute();
}

/** Deletes media outright (variants go with them by cascade). */
export async function deleteMedia(db: MediaDb, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db.deleteFrom('media').where('hash', 'in', hashes).execute();
}

/** Deletes uploads nobody referenced within the grace period (variants go with them by cascade). */
export async function deleteUnclaimedBefore(db: MediaDb, olderThan: string): Promise<number> {
  const result = await db
    .deleteFrom('media')
    .where('claimed_at', 'is', null)
    .where('created_at', '<', sql<string>`now() - ${olderThan}::interval`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
