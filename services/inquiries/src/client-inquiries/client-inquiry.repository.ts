import { sql } from 'kysely';
import type { InquiriesDb } from '../db';

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
    ]);
  const [rows, counts] = await Promise.all([
    db
      .selectFrom(toArtists.unionAll(toStudios).as('mine'))
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(toArtists.unionAll(toStudios).as('mine'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counts.total) };
}
