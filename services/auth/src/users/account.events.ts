import { isDeepStrictEqual } from 'node:util';
import type { EventPayloadInput } from '@inkbook/contracts/events';
import { enqueueEvent } from '@inkbook/service-kit';
import type { AuthTrx } from '../db';
import type { UserRow } from './user.table';

/** What the platform learns of an account (accountEventSchema): never its password hash, sessions or links. */
export const accountEventOf = (row: UserRow): EventPayloadInput<'auth.user.created'> => ({
  id: row.id,
  email: row.email,
  role: row.role,
  artistId: row.artist_id,
  studioId: row.studio_id,
  emailVerified: row.email_verified_at !== null,
});

export const accountCreated = (trx: AuthTrx, row: UserRow) =>
  enqueueEvent(trx, 'auth.user.created', accountEventOf(row));

export const accountUpdated = (trx: AuthTrx, row: UserRow) =>
  enqueueEvent(trx, 'auth.user.updated', accountEventOf(row));

/** `auth.user.updated` when something the event carries changed (a new password alone tells nobody anything). */
export async function accountChanged(trx: AuthTrx, before: UserRow, after: UserRow) {
  if (!isDeepStrictEqual(accountEventOf(before), accountEventOf(after))) await accountUpdated(trx, after);
}

export const accountDeleted = (trx: AuthTrx, row: UserRow) =>
  enqueueEvent(trx, 'auth.user.deleted', { id: row.id, email: row.email });

/** The owner deleted the account: every service erases what it holds of them, and their profiles leave view. */
export const accountErased = (trx: AuthTrx, row: UserRow) =>
  enqueueEvent(trx, 'auth.user.deleted', {
    id: row.id,
    email: row.email,
    erase: true,
    artistId: row.artist_id,
    studioId: row.studio_id,
  });
