import type { Insertable } from 'kysely';
import type { NotificationsDb } from '../db';
import type { AccountsTable } from './account.table';

export async function upsertAccount(db: NotificationsDb, account: Insertable<AccountsTable>) {
  const { id, ...rest } = account;
  await db
    .insertInto('accounts')
    .values(account)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .execute();
}

export async function deleteAccount(db: NotificationsDb, id: string) {
  await db.deleteFrom('accounts').where('id', '=', id).execute();
}

/** The login holding an artist profile (an artist, or an artist-studio). */
export const accountOfArtist = (db: NotificationsDb, artistId: string) =>
  db.selectFrom('accounts').selectAll().where('artist_id', '=', artistId).executeTakeFirst();

export const accountOfStudio = (db: NotificationsDb, studioId: string) =>
  db.selectFrom('accounts').selectAll().where('studio_id', '=', studioId).executeTakeFirst();

export const accountByEmail = (db: NotificationsDb, email: string) =>
  db.selectFrom('accounts').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const admins = (db: NotificationsDb) =>
  db.selectFrom('accounts').selectAll().where('role', '=', 'admin').orderBy('email').execute();
