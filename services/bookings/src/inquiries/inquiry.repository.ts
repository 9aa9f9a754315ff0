import type { BookingsDb } from '../db';
import type { InquiryRow } from './inquiry.table';

export const findInquiry = (db: BookingsDb, id: string, { forUpdate = false } = {}) => {
  const query = db.selectFrom('inquiries').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/** Keeps an inquiry as its latest created/updated event tells it; a deleted one stays deleted. */
export const upsertInquiry = (db: BookingsDb, row: Omit<InquiryRow, 'deleted'>) => {
  const { id, ...changes } = row;
  return db
    .insertInto('inquiries')
    .values({ ...row, deleted: false })
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute();
};

/**
 * Marks an inquiry deleted (its offers and bookings stay). Its event may come before the one that created it, so an
 * unknown inquiry is kept as deleted from the snapshot, and the created event arriving later leaves it deleted.
 */
export const markInquiryDeleted = (db: BookingsDb, row: Omit<InquiryRow, 'deleted' | 'client_user_id'>) =>
  db
    .insertInto('inquiries')
    .values({ ...row, client_user_id: null, deleted: true })
    .onConflict((oc) => oc.column('id').doUpdateSet({ deleted: true }))
    .execute();
