import type { InquiryStatus } from '@inkbook/contracts/inquiry-status';
import type { Insertable } from 'kysely';
import type { NotificationsDb, NotificationsTrx } from '../db';
import type { NudgeInquiriesTable } from './nudge.table';

/** Starts watching a new inquiry; false when it was already watched (the same inquiry told twice). */
export const watchInquiry = async (db: NotificationsDb, row: Insertable<NudgeInquiriesTable>) =>
  (await db
    .insertInto('nudge_inquiries')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst()) !== undefined;

/** The inquiry's status as of `updatedAt`, unless a newer one is already kept. */
export const recordStatus = (db: NotificationsDb, id: string, status: InquiryStatus, updatedAt: string) =>
  db
    .updateTable('nudge_inquiries')
    .set({ status, updated_at: updatedAt })
    .where('id', '=', id)
    .where('updated_at', '<=', updatedAt)
    .execute();

export const markDeleted = (db: NotificationsDb, id: string) =>
  db.updateTable('nudge_inquiries').set({ deleted: true }).where('id', '=', id).execute();

/**
 * The inquiry if it is still New, locked until the nudge's transaction ends: a status change consumed meanwhile
 * waits for it, so the nudge is either sent before the change or not at all.
 */
export const findStillNew = (trx: NotificationsTrx, id: string) =>
  trx
    .selectFrom('nudge_inquiries')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('deleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
