import type { InquiryStage } from '@inkbook/contracts/booking-rules';
import type { ColumnType } from 'kysely';
import type { InquiryKind } from '../shared/inquiry-mapper';

/**
 * How many inquiries a recipient has of one status and stage (migration 012). Written only by the inquiry tables'
 * triggers, in the transaction of the change that moved the count; read-only here.
 */
export interface InboxCountsTable {
  recipient_kind: ColumnType<InquiryKind, never, never>;
  recipient_id: ColumnType<string, never, never>;
  status: ColumnType<string, never, never>;
  stage: ColumnType<InquiryStage, never, never>;
  inquiries: ColumnType<number, never, never>;
}
