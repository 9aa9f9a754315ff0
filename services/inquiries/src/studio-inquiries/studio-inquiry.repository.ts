import { type Insertable, sql, type Updateable } from 'kysely';
import type { InquiriesDb } from '../db';
import type { StudioInquiriesTable, StudioInquiryRow } from './studio-inquiry.table';

export const insertStudioInquiry = (db: InquiriesDb, values: Insertable<StudioInquiriesTable>) =>
  db.insertInto('studio_inquiries').values(values).returningAll().executeTakeFirstOrThrow();

/** `forUpdate` inside a change's transaction, so the previousStatus its event reports is the one it replaced. */
export const findStudioInquiry = (db: InquiriesDb, id: string, { forUpdate = false } = {}) => {
  const query = db.selectFrom('studio_inquiries').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

export async function listStudioInbox(
  db: InquiriesDb,
  studioId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: StudioInquiryRow[]; total: number }> {
  const inbox = db.selectFrom('studio_inquiries').where('studio_id', '=', studioId);
  const [rows, count] = await Promise.all([
    inbox
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    inbox.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const updateStudioInquiry = (db: InquiriesDb, id: string, patch: Updateable<StudioInquiriesTable>) =>
  db
    .updateTable('studio_inquiries')
    .set({ ...patch, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteStudioInquiry = (db: InquiriesDb, id: string) =>
  db.deleteFrom('studio_inquiries').where('id', '=', id).returningAll().executeTakeFirst();
