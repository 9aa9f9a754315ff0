import type { BookingsDb } from '../db';

export const addVerifiedArtist = (db: BookingsDb, studioId: string, artistId: string) =>
  db
    .insertInto('verified_artists')
    .values({ studio_id: studioId, artist_id: artistId })
    .onConflict((oc) => oc.columns(['studio_id', 'artist_id']).doNothing())
    .execute();

export const removeVerifiedArtist = (db: BookingsDb, studioId: string, artistId: string) =>
  db
    .deleteFrom('verified_artists')
    .where('studio_id', '=', studioId)
    .where('artist_id', '=', artistId)
    .execute();

export const isVerifiedArtist = async (db: BookingsDb, studioId: string, artistId: string) =>
  !!(await db
    .selectFrom('verified_artists')
    .select('artist_id')
    .where('studio_id', '=', studioId)
    .where('artist_id', '=', artistId)
    .executeTakeFirst());
