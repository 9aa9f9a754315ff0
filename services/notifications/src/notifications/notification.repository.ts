import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { NotificationsDb } from '../db';
import type { NotificationsTable } from './notification.table';

/** The new row, or undefined when this (key, email) was recorded before. */
export const insertNotification = (db: NotificationsDb, values: Insertable<NotificationsTable>) =>
  db
    .insertInto('notifications')
    .values(values)
    .onConflict((oc) => oc.columns(['key', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();

/** A person's notifications, newest first, `limit` of them after the cursor `beforeSeq` (exclusive). */
export function listNotifications(db: NotificationsDb, userId: string, limit: number, beforeSeq?: number) {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('seq', 'desc')
    .limit(limit);
  if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
  return query.execute();
}

/** Every notification of a person, oldest first (their data export). */
export const allNotificationsOf = (db: NotificationsDb, userId: string) =>
  db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('seq').execute();

export async function unreadCount(db: NotificationsDb, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Marks the person's own unread items read: all of them, or those of `ids` (anyone else's are not touched). */
export async function markRead(db: NotificationsDb, userId: string, ids: string[] | 'all') {
  if (ids !== 'all' && ids.length === 0) return;
  let query = db
    .updateTable('notifications')
    .set({ read_at: sql<string>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids);
  await query.execute();
}

/** Gives an account what was addressed to its email before it existed. */
export async function adoptNotifications(db: NotificationsDb, userId: string, email: string) {
  await db
    .updateTable('notifications')
    .set({ user_id: userId })
    .where('user_id', 'is', null)
    .where('email', '=', email)
    .execute();
}

export async function deleteNotificationsOf(db: NotificationsDb, userId: string) {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}
