import type { ClientRecord } from '@inkbook/contracts/booking';
import type { InquiryStage } from '@inkbook/contracts/booking-rules';
import { clientKey, clientRecordsOf } from '../client-records/client-record.repository';
import { unreadByRecipient } from '../conversations/read-mark.repository';
import type { InquiriesDb } from '../db';
import type { InquiryCard, InquiryKind } from './inquiry-mapper';

/** What only the inquiry's recipient (and admins) read of it (issue 23); never the client, never in an event. */
export interface RecipientFields {
  stage: InquiryStage;
  unreadMessages: number;
  clientRecord: ClientRecord;
}

/** A client bookings has told nothing of. */
const NO_RECORD: ClientRecord = { completed: 0, lateCancellations: 0, noShows: 0 };

/**
 * `rows` as their recipient reads them: each inquiry with its stage (a column of the row), how many of the client's
 * messages are unread and the client's track record, read for all the rows at once (one grouped query each).
 */
export async function recipientView<Row extends InquiryCard, Api>(
  db: InquiriesDb,
  kind: InquiryKind,
  rows: readonly Row[],
  toApi: (row: Row) => Api,
): Promise<(Api & RecipientFields)[]> {
  const [unread, records] = await Promise.all([
    unreadByRecipient(
      db,
      kind,
      rows.map((row) => row.id),
    ),
    clientRecordsOf(
      db,
      rows.map((row) => row.email),
    ),
  ]);
  return rows.map((row) => ({
    ...toApi(row),
    stage: row.stage,
    unreadMessages: unread.get(row.id) ?? 0,
    clientRecord: records.get(clientKey(row.email)) ?? NO_RECORD,
  }));
}
