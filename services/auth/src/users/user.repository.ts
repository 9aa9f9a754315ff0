import type { SessionUser } from '@inkbook/contracts/identity';
import type { Insertable, Updateable } from 'kysely';
import type { AuthDb } from '../db';
import type { UserRow, UsersTable } from './user.table';

export const findUserByEmail = (db: AuthDb, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** `lock`: held until the transaction ends, so changes that depend on what was read cannot interleave. */
export const findUserById = (db: AuthDb, id: string, { lock = false } = {}) => {
  const query = db.selectFrom('users').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export const insertUser = (db: AuthDb, user: Insertable<UsersTable>) =>
  db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();

export const updateUser = (db: AuthDb, id: string, changes: Updateable<UsersTable>) =>
  db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** The deleted row, if there was one. */
export const deleteUser = (db: AuthDb, id: string) =>
  db.deleteFrom('users').where('id', '=', id).returningAll().executeTakeFirst();

/** The row when this call verified the address; undefined when it already was (or the account is gone). */
export const markEmailVerified = (db: AuthDb, id: string, at: string) =>
  db
    .updateTable('users')
    .set({ email_verified_at: at, updated_at: at })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

export const findUsersLinkedTo = (db: AuthDb, link: { artistId?: string; studioId?: string }) => {
  let q = db.selectFrom('users').selectAll();
  if (link.artistId) q = q.where('artist_id', '=', link.artistId);
  if (link.studioId) q = q.where('studio_id', '=', link.studioId);
  return q.execute();
};

/** The public face of a user row: never the password hash. */
export const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  artistId: row.artist_id,
  studioId: row.studio_id,
});
