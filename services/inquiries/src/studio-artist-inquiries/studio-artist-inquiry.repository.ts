import type { InquiriesDb } from '../db';

// kysely code for the studio's view of its verified artists' inquiries, and the pairs it is read through.

export async function addVerifiedArtist(db: InquiriesDb, studioId: string, artistId: string): Promise<void> {
  await db
    .insertInto('studio_verified_artists')
    .values({ studio_id: studioId, artist_id: artistId })
    .onConflict((oc) => oc.columns(['studio_id', 'artist_id']).doNothing())
    .execute();
}

export async function removeVerifiedArtist(
  db: InquiriesDb,
  studioId: string,
  artistId: string,
): Promise<void> {
  await db
    .deleteFrom('studio_verified_artists')
    .where('studio_id', '=', studioId)
    .where('artist_id', '=', artistId)
    .execute();
}

/** A deleted artist or studio takes its pairs with it. */
export async function removePairsOf(db: InquiriesDb, of: { artistId: string } | { studioId: string }) {
  await db
    .deleteFrom('studio_verified_artists')
    .where('artistId' in of ? 'artist_id' : 'studio_id', '=', 'artistId' in of ? of.artistId : of.studioId)
    .execute();
}

/** The inquiries to the studio's verified artists (through `artist_inquiries_inbox` per artist), newest first. */
export async function listStudioArtistInbox(
  db: InquiriesDb,
  studioId: string,
  page: { limit: number; offset: number },
) {
  const matching = db
    .selectFrom('artist_inquiries as i')
    .innerJoin('studio_verified_artists as v', 'v.artist_id', 'i.artist_id')
    .where('v.studio_id', '=', studioId);
  const [rows, count] = await Promise.all([
    matching
      .leftJoin('approved_artists as a', 'a.id', 'i.artist_id')
      .selectAll('i')
      .select('a.artist_name')
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
export type StudioArtistInquiryRow = Awaited<ReturnType<typeof listStudioArtistInbox>>['rows'][number];

/** One inquiry, locked for its delete, if it was sent to an artist the studio has verified now. */
export const findVerifiedArtistInquiry = (db: InquiriesDb, studioId: string, id: string) =>
  db
    .selectFrom('artist_inquiries')
    .selectAll()
    .where('id', '=', id)
    .where('artist_id', 'in', (eb) =>
      eb.selectFrom('studio_verified_artists').select('artist_id').where('studio_id', '=', studioId),
    )
    .forUpdate()
    .executeTakeFirst();
