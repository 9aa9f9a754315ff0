import { sql } from 'kysely';
import type { InquiriesDb } from '../db';
import { newestFirst } from '../shared/inquiry-repository';

/** Both kinds a client sent, newest first, with their recipients' names where still listed. */
export async function listClientInquiries(
  db: InquiriesDb,
  clientUserId: string,
  page: { limit: number; offset: number },
) {
  const toArtists = db
    .selectFrom('artist_inquiries as i')
    .leftJoin('approved_artists as r', 'r.id', 'i.artist_id')
    .where('i.client_user_id', '=', clientUserId)
    .select([
      'i.id',
      sql<'artist' | 'studio'>`'artist'`.as('kind'),
      'i.artist_id as recipient_id',
      'r.artist_name as recipient_name',
      'r.handle as recipient_handle',
      'i.concept',
      'i.status',
      // An artist's notes are private to the artist (spec §6): never shown to the client.
      sql<string | null>`null`.as('response'),
      'i.reference_images',
      'i.placement_photos',
      'i.created_at',
      'i.touchup_of',
    ]);
  const toStudios = db
    .selectFrom('studio_inquiries as i')
    .leftJoin('approved_studios as r', 'r.id', 'i.studio_id')
    .where('i.client_user_id', '=', clientUserId)
    .select([
      'i.id',
      sql<'artist' | 'studio'>`'studio'`.as('kind'),
      'i.studio_id as recipient_id',
      'r.studio_name as recipient_name',
      'r.handle as recipient_handle',
      'i.concept',
      'i.status',
      'i.response',
      'i.reference_images',
      'i.placement_photos',
      'i.created_at',
      'i.touchup_of',
    ]);
  // A client sends a handful: counting their own match (through the client indexes) stays small.
  const mine = db.selectFrom(toArtists.unionAll(toStudios).as('mine'));
  const [rows, count] = await Promise.all([
    newestFirst(mine.selectAll(), page),
    mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The name and phone of the client's latest inquiry of either kind (a signed-in sender's step 6 asks neither). */
export const latestClientContact = (db: InquiriesDb, clientUserId: string) =>
  db
    .selectFrom(
      db
        .selectFrom('artist_inquiries')
        .select(['full_name', 'phone', 'created_at'])
        .where('client_user_id', '=', clientUserId)
        .unionAll(
          db
            .selectFrom('studio_inquiries')
            .select(['full_name', 'phone', 'created_at'])
            .where('client_user_id', '=', clientUserId),
        )
        .as('sent'),
    )
    .select(['full_name', 'phone'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
