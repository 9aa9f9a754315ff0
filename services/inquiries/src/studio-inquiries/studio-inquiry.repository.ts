import type { Insertable } from 'kysely';
import type { InquiriesDb } from '../db';
import { inquiryRows, newestFirst } from '../shared/inquiry-repository';
import type { StudioInquiriesTable, StudioInquiryRow } from './studio-inquiry.table';

export const insertStudioInquiry = (db: InquiriesDb, values: Insertable<StudioInquiriesTable>) =>
  db.insertInto('studio_inquiries').values(values).returningAll().executeTakeFirstOrThrow();

/** One studio inquiry found, changed or deleted by id. */
export const studioInquiryRows = inquiryRows<StudioInquiryRow>('studio_inquiries');

export const listStudioInbox = (
  db: InquiriesDb,
  studioId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: StudioInquiryRow[]; total: number }> =>
  newestFirst(db.selectFrom('studio_inquiries').where('studio_id', '=', studioId), page);
