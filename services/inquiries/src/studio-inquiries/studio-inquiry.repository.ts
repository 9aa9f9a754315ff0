import type { Insertable } from 'kysely';
import type { InquiriesDb } from '../db';
import { type CountedFilter, countedTotal } from '../inbox-counts/inbox-count.repository';
import { inquiryRows, newestFirst } from '../shared/inquiry-repository';
import { STUDIO_CARD_COLUMNS, type StudioInquiryCard } from './studio-inquiry.mapper';
import type { StudioInquiriesTable, StudioInquiryRow } from './studio-inquiry.table';

export const insertStudioInquiry = (db: InquiriesDb, values: Insertable<StudioInquiriesTable>) =>
  db.insertInto('studio_inquiries').values(values).returningAll().executeTakeFirstOrThrow();

/** One studio inquiry found, changed or deleted by id. */
export const studioInquiryRows = inquiryRows<StudioInquiryRow>('studio_inquiries');

/**
 * One studio's inquiries, newest first, optionally of one status and one stage (a filter over that studio's rows
 * only; one stage's rows are an index range of `studio_inquiries_stage`), and how many match: the studio's kept
 * counts (inbox_counts), never a count of its rows on each read.
 */
export async function listStudioInbox(
  db: InquiriesDb,
  studioId: string,
  page: { limit: number; offset: number },
  filter: CountedFilter = {},
): Promise<{ rows: StudioInquiryCard[]; total: number }> {
  let query = db.selectFrom('studio_inquiries').where('studio_id', '=', studioId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.stage) query = query.where('stage', '=', filter.stage);
  const [rows, total] = await Promise.all([
    newestFirst(query.select(STUDIO_CARD_COLUMNS), page),
    countedTotal(db, 'studio', studioId, filter),
  ]);
  return { rows, total };
}
