import type { Insertable, Selectable } from 'kysely';
import type { NotificationsDb } from '../db';
import type { Recipient } from '../ports';
import type { AccountsTable } from './account.table';

/** An account as the one who hears (in the bell and by email). */
export const recipientOf = (account: Selectable<AccountsTable>): Recipient => ({
  userId: account.id,
  email: account.email,
  role: account.role,
});

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

export const accountById = (db: NotificationsDb, id: string) =>
  db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();

export const accountByEmail = (db: NotificationsDb, email: string) =>
  db.selectFrom('accounts').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const admins = (db: NotificationsDb) =>
  db.selectFrom('accounts').selectAll().where('role', '=', 'admin').orderBy('email').execute();

/** The account that answers an artist's or a studio's inbox, or null while auth has not told us of it. */
export async function ownerOfInbox(
  db: NotificationsDb,
  inbox: { kind: 'artist' | 'studio'; ownerId: string },
) {
  const account =
    inbox.kind === 'artist'
      ? await accountOfArtist(db, inbox.ownerId)
      : await accountOfStudio(db, inbox.ownerId);
  return account ? recipientOf(account) : null;
}

/** A client who hears: their account (the one an event names, else the one of the address), or the address alone. */
export async function clientRecipient(
  db: NotificationsDb,
  client: { email: string; userId?: string | null },
): Promise<Recipient> {
  const account =
    (client.userId ? await accountById(db, client.userId) : undefined) ??
    (await accountByEmail(db, client.email));
  return account
    ? recipientOf(account)
    : { userId: null, email: client.email.trim().toLowerCase(), role: null };
}
