import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { InquiriesDb } from '../db';
import type { WaitlistEntriesTable, WaitlistEntryRow } from './waitlist.table';
import type { WaitlistRecipient } from './waitlist-recipient';

type Recipient = Pick<WaitlistRecipient, 'kind' | 'id'>;

const columnOf = (recipient: Recipient) => (recipient.kind === 'artist' ? 'artist_id' : 'studio_id');

/** A recipient's entries still waiting (an entry whose invite was used has left the queue), first come first. */
const waiting = (db: InquiriesDb, recipient: Recipient) =>
  db
    .selectFrom('waitlist_entries')
    .where(columnOf(recipient), '=', recipient.id)
    .where('invite_used_at', 'is', null);

export const listWaiting = (db: InquiriesDb, recipient: Recipient) =>
  waiting(db, recipient).selectAll().orderBy('created_at').orderBy('id').execute();

export const findWaitingByEmail = (db: InquiriesDb, recipient: Recipient, emailKey: string) =>
  waiting(db, recipient).selectAll().where('email_key', '=', emailKey).executeTakeFirst();

/** 1 for the first still waiting (compared in SQL: the ISO string the row carries drops microseconds). */
export async function positionOf(db: InquiriesDb, entry: Pick<WaitlistEntryRow, 'id'>, recipient: Recipient) {
  const row = await waiting(db, recipient)
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where(
      sql<boolean>`(created_at, id) <= (select e.created_at, e.id from waitlist_entries e where e.id = ${entry.id})`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.ahead);
}

export const insertEntry = (db: InquiriesDb, values: Insertable<WaitlistEntriesTable>) =>
  db.insertInto('waitlist_entries').values(values).returningAll().executeTakeFirstOrThrow();

export function findEntry(db: InquiriesDb, id: string, { forUpdate = false } = {}) {
  const query = db.selectFrom('waitlist_entries').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function findByInviteHash(db: InquiriesDb, hash: string, { forUpdate = false } = {}) {
  const query = db.selectFrom('waitlist_entries').selectAll().where('invite_token_hash', '=', hash);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export const deleteEntry = (db: InquiriesDb, id: string) =>
  db.deleteFrom('waitlist_entries').where('id', '=', id).execute();

/** The latest invite replaces any earlier one (its link stops working). */
export const recordInvite = (db: InquiriesDb, id: string, hash: string, days: number) =>
  db
    .updateTable('waitlist_entries')
    .set({
      invite_token_hash: hash,
      invited_at: sql<string>`now()`,
      invite_expires_at: sql<string>`now() + make_interval(days => ${days})`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const markInviteUsed = (db: InquiriesDb, id: string) =>
  db
    .updateTable('waitlist_entries')
    .set({ invite_used_at: sql<string>`now()` })
    .where('id', '=', id)
    .execute();

/** The person sent an inquiry to the recipient: their waiting entry is done. */
export const deleteWaitingByEmail = (db: InquiriesDb, recipient: Recipient, emailKey: string) =>
  db
    .deleteFrom('waitlist_entries')
    .where(columnOf(recipient), '=', recipient.id)
    .where('invite_used_at', 'is', null)
    .where('email_key', '=', emailKey)
    .execute();
