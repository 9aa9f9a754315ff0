import { ARTIST_CARD_COLUMNS } from '../artist-inquiries/artist-inquiry.mapper';
import type { InquiriesDb } from '../db';
import { countedForVerifiedArtists } from '../inbox-counts/inbox-count.repository';

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

/** The artist's card without what the studio's view never answers (the client's photos, the artist's notes). */
const PRIVATE_TO_ARTIST = ['reference_images', 'placement_photos', 'response'] as const;
type StudioArtistColumn = Exclude<(typeof ARTIST_CARD_COLUMNS)[number], (typeof PRIVATE_TO_ARTIST)[number]>;
const STUDIO_ARTIST_COLUMNS = ARTIST_CARD_COLUMNS.filter(
  (column): column is StudioArtistColumn => !(PRIVATE_TO_ARTIST as readonly string[]).includes(column),
).map((column) => `i.${column}` as const);

/**
 * The inquiries to the studio's verified artists, newest first, and how many (their kept counts, inbox_counts).
 * Keyset per artist: a page is among each verified artist's newest `offset + limit` inquiries, read as keys only
 * down `artist_inquiries_inbox`, so a studio with one artist of 10,000 inquiries reads 24 keys for its first page,
 * not the artist's every row for a sort; then only the page's rows are read whole.
 */
export async function listStudioArtistInbox(
  db: InquiriesDb,
  studioId: string,
  page: { limit: number; offset: number },
) {
  const pageIds = db
    .selectFrom('studio_verified_artists as v')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('artist_inquiries as n')
          .select(['n.id', 'n.created_at'])
          .whereRef('n.artist_id', '=', 'v.artist_id')
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .limit(page.offset + page.limit)
          .as('k'),
      (join) => join.onTrue(),
    )
    .select('k.id')
    .where('v.studio_id', '=', studioId)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('artist_inquiries as i')
      .leftJoin('approved_artists as a', 'a.id', 'i.artist_id')
      .select(STUDIO_ARTIST_COLUMNS)
      .select('a.artist_name')
      .where('i.id', 'in', pageIds)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .execute(),
    countedForVerifiedArtists(db, studioId),
  ]);
  return { rows, total };
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
