import { sql } from 'kysely';
import type { InquiriesDb } from '../db';
import type { InquiryKind } from '../shared/inquiry-mapper';
import type { ReaderSide } from './read-mark.table';

type InquiryRef = { kind: InquiryKind; id: string };

/** `side` has read the conversation up to the message written at `readAt` (never moving the mark back). */
export async function markRead(db: InquiriesDb, inquiry: InquiryRef, side: ReaderSide, readAt: string) {
  await db
    .insertInto('conversation_reads')
    .values({ inquiry_kind: inquiry.kind, inquiry_id: inquiry.id, reader_side: side, read_at: readAt })
    .onConflict((oc) =>
      oc
        .columns(['inquiry_id', 'inquiry_kind', 'reader_side'])
        .doUpdateSet({ read_at: sql`greatest(conversation_reads.read_at, excluded.read_at)` }),
    )
    .execute();
}

/**
 * How many of the client's messages in each of these conversations arrived after the recipient last read it, in
 * one grouped query over `messages_thread` (an inbox page asks once, whatever its size). Absent: none.
 */
export async function unreadByRecipient(
  db: InquiriesDb,
  kind: InquiryKind,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages as m')
    .leftJoin('conversation_reads as r', (join) =>
      join
        .onRef('r.inquiry_id', '=', 'm.inquiry_id')
        .onRef('r.inquiry_kind', '=', 'm.inquiry_kind')
        .on('r.reader_side', '=', 'recipient'),
    )
    .select(['m.inquiry_id', (eb) => eb.fn.countAll<string>().as('unread')])
    .where('m.inquiry_id', 'in', ids)
    .where('m.inquiry_kind', '=', kind)
    .where('m.author_role', '=', 'client')
    .where((eb) => eb.or([eb('r.read_at', 'is', null), eb('m.created_at', '>', eb.ref('r.read_at'))]))
    .groupBy('m.inquiry_id')
    .execute();
  return new Map(rows.map((row) => [row.inquiry_id, Number(row.unread)]));
}

/** An inquiry's read marks go with it (in its delete's transaction). */
export async function removeReadMarks(db: InquiriesDb, inquiry: InquiryRef): Promise<void> {
  await db
    .deleteFrom('conversation_reads')
    .where('inquiry_id', '=', inquiry.id)
    .where('inquiry_kind', '=', inquiry.kind)
    .execute();
}
