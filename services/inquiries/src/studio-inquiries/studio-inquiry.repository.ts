import type { InquiryStage } from '@inkbook/contracts/booking-rules';
import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import type { Insertable } from 'kysely';
import type { InquiriesDb } from '../db';
import { inquiryRows, newestFirst } from '../shared/inquiry-repository';
import type { StudioInquiriesTable, StudioInquiryRow } from './studio-inquiry.table';

export const insertStudioInquiry = (db: InquiriesDb, values: Insertable<StudioInquiriesTable>) =>
  db.insertInto('studio_inquiries').values(values).returningAll().executeTakeFirstOrThrow();

/** One studio inquiry found, changed or deleted by id. */
export const studioInquiryRows = inquiryRows<StudioInquiryRow>('studio_inquiries');

/**
 * One studio's inquiries, newest first, optionally of one status and one stage (a filter over that studio's rows
 * only; one stage's rows are an index range of `studio_inquiries_stage`).
 */
export function listStudioInbox(
  db: InquiriesDb,
  studioId: string,
  page: { limit: number; offset: number },
  filter: { status?: InquiryStatus | undefined; stage?: InquiryStage | undefined } = {},
): Promise<{ rows: StudioInquiryRow[]; total: number }> {
  let query = db.selectFrom('studio_inquiries').where('studio_id', '=', studioId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.stage) query = query.where('stage', '=', filter.stage);
  return newestFirst(query, page);
}
