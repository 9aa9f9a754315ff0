import type { Insertable } from 'kysely';
import type { NotificationsDb } from '../db';
import type { MailMessagesTable, MailStatus } from './mail.table';

export const insertMailMessage = (db: NotificationsDb, message: Insertable<MailMessagesTable>) =>
  db.insertInto('mail_messages').values(message).returning('id').executeTakeFirstOrThrow();

export const findMailMessage = (db: NotificationsDb, id: string) =>
  db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();

/** The message a delivery is about, locked so two workers never send it at once; undefined unless still queued. */
export const lockQueuedMessage = (db: NotificationsDb, id: string) =>
  db
    .selectFrom('mail_messages')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

/** Accepted: over SMTP only the metadata stays (`keepBody` false); the embedded mailbox keeps the message whole. */
export const markSent = (db: NotificationsDb, id: string, attempts: number, keepBody: boolean) =>
  db
    .updateTable('mail_messages')
    .set({
      status: 'sent',
      attempts,
      last_error: null,
      sent_at: new Date().toISOString(),
      ...(keepBody ? {} : { html: null, text: null, attachments: null }),
    })
    .where('id', '=', id)
    .execute();

/** A try that did not deliver: still `queued` while a retry is due, `failed` when none will come. */
export const recordFailure = (
  db: NotificationsDb,
  id: string,
  attempts: number,
  error: string,
  status: Extract<MailStatus, 'queued' | 'failed'>,
) =>
  db.updateTable('mail_messages').set({ status, attempts, last_error: error }).where('id', '=', id).execute();

export interface MailboxPage {
  status?: MailStatus;
  limit: number;
  /** The last row of the page before (newest first). */
  before?: { createdAt: string; id: string };
}

/** The mailbox, newest first: one row more than `limit`, so the caller knows whether a next page exists. */
export function listMailMessages(db: NotificationsDb, { status, limit, before }: MailboxPage) {
  let query = db
    .selectFrom('mail_messages')
    .select(['id', 'to', 'subject', 'category', 'status', 'attempts', 'last_error', 'created_at', 'sent_at']);
  if (status) query = query.where('status', '=', status);
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', before.createdAt),
        eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
      ]),
    );
  }
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}
