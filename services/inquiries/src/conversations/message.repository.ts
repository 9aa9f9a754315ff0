import { sql } from 'kysely';
import type { InquiriesDb } from '../db';
import type { InquiryKind } from '../shared/inquiry-mapper';
import type { MessageRow } from './message.table';

/** Where a page starts: just after this message (what a cursor holds). */
export interface MessagePosition {
  createdAt: string;
  id: string;
}

export type NewMessage = Omit<MessageRow, 'id' | 'created_at'>;

/**
 * Writes a message, its inquiry already locked by the caller: its time is the clock's, but always after the thread's
 * last message, so two messages in one millisecond still read in the order they were written and a reader paging
 * with the first one's cursor never skips the second.
 */
export const insertMessage = (trx: InquiriesDb, message: NewMessage) =>
  trx
    .insertInto('messages')
    .values({
      ...message,
      created_at: sql<Date>`greatest(clock_timestamp(), (
        select max(created_at) + interval '1 millisecond' from messages where inquiry_id = ${message.inquiry_id}))`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Up to `limit` messages of one inquiry, oldest first, after `after` when given (through `messages_thread`). */
export function listMessages(
  db: InquiriesDb,
  inquiry: { kind: InquiryKind; id: string },
  after: MessagePosition | null,
  limit: number,
): Promise<MessageRow[]> {
  let query = db
    .selectFrom('messages')
    .selectAll()
    .where('inquiry_id', '=', inquiry.id)
    .where('inquiry_kind', '=', inquiry.kind);
  if (after)
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('created_at', 'id'), '>', tuple(after.createdAt, after.id)),
    );
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}

/** Whether some message of this inquiry holds the photo `hash` (the attachment route serves it then). */
export async function threadHolds(db: InquiriesDb, inquiry: { kind: InquiryKind; id: string }, hash: string) {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('inquiry_id', '=', inquiry.id)
    .where('inquiry_kind', '=', inquiry.kind)
    .where('attachments', '@>', sql<string[]>`array[${hash}]::text[]`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes an inquiry's whole conversation (in the inquiry's delete); answers the photos its messages held. */
export async function removeThread(trx: InquiriesDb, inquiry: { kind: InquiryKind; id: string }) {
  const rows = await trx
    .deleteFrom('messages')
    .where('inquiry_id', '=', inquiry.id)
    .where('inquiry_kind', '=', inquiry.kind)
    .returning('attachments')
    .execute();
  return rows.flatMap((row) => row.attachments);
}
