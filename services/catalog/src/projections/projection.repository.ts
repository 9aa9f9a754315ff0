import { sql } from 'kysely';
import type { CatalogDb } from '../db';

// kysely code for the projections catalog keeps from other services' events (DESIGN §4).

/** Records a verified link, but only between profiles that exist here (a late event about a deleted one is dropped). */
export async function upsertVerifiedLink(db: CatalogDb, artistId: string, studioId: string): Promise<void> {
  await db
    .insertInto('verified_links')
    .columns(['artist_id', 'studio_id'])
    .expression((eb) =>
      eb
        .selectFrom('artists')
        .innerJoin('studios', (join) => join.on('studios.id', '=', studioId))
        .where('artists.id', '=', artistId)
        .select(['artists.id', 'studios.id']),
    )
    .onConflict((oc) => oc.columns(['artist_id', 'studio_id']).doNothing())
    .execute();
}

export async function deleteVerifiedLink(db: CatalogDb, artistId: string, studioId: string): Promise<void> {
  await db
    .deleteFrom('verified_links')
    .where('artist_id', '=', artistId)
    .where('studio_id', '=', studioId)
    .execute();
}

/** A deleted profile takes its links (badges, Verified Artists entries) with it. */
export async function deleteLinksOf(db: CatalogDb, of: { artistId: string } | { studioId: string }) {
  await db
    .deleteFrom('verified_links')
    .where('artistId' in of ? 'artist_id' : 'studio_id', '=', 'artistId' in of ? of.artistId : of.studioId)
    .execute();
}

/** Adds to an artist's inquiry counts; counts never go below zero (a delete seen before its create, say). */
export async function bumpInquiryCounts(
  db: CatalogDb,
  artistId: string,
  delta: { total: number; pending: number },
): Promise<void> {
  await db
    .insertInto('artist_inquiry_counts')
    .values({
      artist_id: artistId,
      total: Math.max(delta.total, 0),
      pending: Math.max(delta.pending, 0),
    })
    .onConflict((oc) =>
      oc.column('artist_id').doUpdateSet({
        total: sql<number>`greatest(artist_inquiry_counts.total + ${delta.total}, 0)`,
        pending: sql<number>`greatest(artist_inquiry_counts.pending + ${delta.pending}, 0)`,
      }),
    )
    .execute();
}

export async function deleteInquiryCounts(db: CatalogDb, artistId: string): Promise<void> {
  await db.deleteFrom('artist_inquiry_counts').where('artist_id', '=', artistId).execute();
}
