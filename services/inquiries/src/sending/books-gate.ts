import { BOOKS_CLOSED_MESSAGE } from '@inkbook/contracts/availability-rules';
import { conflict, notFound } from '@inkbook/service-kit';
import type { InquiriesDb } from '../db';
import type { InquiryKind } from '../shared/inquiry-mapper';
import { admitInvite } from '../waitlist/waitlist-admission';

// Issue 26 item 1: inquiries reach a profile only while its books are open and, with a cap, until that many have
// arrived since they opened; a waitlist invite lets its one inquiry through whatever the books say.

interface Gate {
  kind: InquiryKind;
  recipientId: string;
  waitlistInvite?: string | undefined;
}

const books = (db: InquiriesDb, { kind, recipientId }: Gate, forUpdate: boolean) => {
  const query = db
    .selectFrom(kind === 'artist' ? 'approved_artists' : 'approved_studios')
    .select(['books_status', 'books_request_cap', 'books_opened_at'])
    .where('id', '=', recipientId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/** Inquiries that count against the cap: since the books opened, not let through by an invite. */
async function taken(db: InquiriesDb, { kind, recipientId }: Gate, openedAt: string | null) {
  const table = kind === 'artist' ? 'artist_inquiries' : 'studio_inquiries';
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(kind === 'artist' ? 'artist_id' : 'studio_id', '=', recipientId)
    .where('from_waitlist', '=', false);
  if (openedAt) query = query.where('created_at', '>=', openedAt);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

const closed = () => conflict(BOOKS_CLOSED_MESSAGE);

async function check(db: InquiriesDb, gate: Gate, use: boolean): Promise<{ from_waitlist: boolean }> {
  const row = await books(db, gate, use);
  if (!row) throw notFound();
  if (gate.waitlistInvite) {
    await admitInvite(db, gate.waitlistInvite, { kind: gate.kind, id: gate.recipientId }, { use });
    return { from_waitlist: true };
  }
  if (row.books_status !== 'open') throw closed();
  if (row.books_request_cap !== null && (await taken(db, gate, row.books_opened_at)) >= row.books_request_cap)
    throw closed();
  return { from_waitlist: false };
}

/** Refuses (409) an inquiry the books do not take, before anything is written. */
export const assertBooksTake = async (db: InquiriesDb, gate: Gate) => void (await check(db, gate, false));

/**
 * The same check in the inquiry's transaction, with the recipient's projection row locked: inquiries racing for the
 * last spot take turns, each counting the ones committed before it, so exactly the cap gets through. An invite is
 * marked used here. Answers the column the row is stored with.
 */
export const admitToBooks = (trx: InquiriesDb, gate: Gate) => check(trx, gate, true);
