import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import type { Insertable } from 'kysely';
import type { InquiriesDb } from '../db';
import { inquiryRows, newestFirst } from '../shared/inquiry-repository';
import type { StudioInquiriesTable, StudioInquiryRow } from './studio-inquiry.table';

export const insertStudioInquiry = (db: InquiriesDb, values: Insertable<StudioInquiriesTable>) =>
  db.insertInto('studio_inquiries').values(values).returningAll().executeTakeFirstOrThrow();

/** One studio inquiry found, changed or deleted by id. */
export const studioInquiryRows = inquiryRows<StudioInquiryRow>('studio_inquiries');

/** One studio's inquiries, newest first, optionally of one status (a filter over that studio's rows only). */
export function listStudioInbox(
  db: InquiriesDb,
  studioId: string,
  page: { limit: number; offset: number },
  status?: InquiryStatus,
): Promise<{ rows: StudioInquiryRow[]; total: number }> {
  let query = db.selectFrom('studio_inquiries').where('studio_id', '=', studioId);
  if (status) query = query.where('status', '=', status);
  return newestFirst(query, page);
}
