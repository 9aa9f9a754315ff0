import { type Insertable, sql, type Updateable } from 'kysely';
import type { InquiriesDb } from '../db';
import type { ArtistInquiriesTable, ArtistInquiryRow } from './artist-inquiry.table';

export const insertArtistInquiry = (db: InquiriesDb, values: Insertable<ArtistInquiriesTable>) =>
  db.insertInto('artist_inquiries').values(values).returningAll().executeTakeFirstOrThrow();

/** `forUpdate` inside a change's transaction, so the previousStatus its event reports is the one it replaced. */
export const findArtistInquiry = (db: InquiriesDb, id: string, { forUpdate = false } = {}) => {
  const query = db.selectFrom('artist_inquiries').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

export async function listArtistInbox(
  db: InquiriesDb,
  artistId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ArtistInquiryRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('artist_inquiries')
      .selectAll()
      .where('artist_id', '=', artistId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('artist_inquiries')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('artist_id', '=', artistId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const updateArtistInquiry = (db: InquiriesDb, id: string, patch: Updateable<ArtistInquiriesTable>) =>
  db
    .updateTable('artist_inquiries')
    .set({ ...patch, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteArtistInquiry = (db: InquiriesDb, id: string) =>
  db.deleteFrom('artist_inquiries').where('id', '=', id).returningAll().executeTakeFirst();
