import { sql } from 'kysely';
import type { AuthDb } from '../db';

export const insertSession = (
  db: AuthDb,
  session: { token_hash: string; user_id: string; idle_expires_at: string; expires_at: string },
) => db.insertInto('sessions').values(session).execute();

export const deleteSession = (db: AuthDb, tokenHash: string) =>
  db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();

/**
 * The session's user if the session is within both its idle and absolute expiry, with when it began (a sign-in:
 * the token rotates at every one).
 */
export const findLiveSession = (db: AuthDb, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.last_seen_at', 'sessions.created_at as signed_in_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('sessions.idle_expires_at', '>', now)
    .executeTakeFirst();

export const touchSession = (db: AuthDb, tokenHash: string, now: string, idleExpiresAt: string) =>
  db
    .updateTable('sessions')
    .set({ last_seen_at: now, idle_expires_at: idleExpiresAt })
    .where('token_hash', '=', tokenHash)
    .execute();

export const deleteExpiredSessions = (db: AuthDb, now: string) =>
  db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('idle_expires_at', '<=', now)]))
    .execute();

/** Ends every session of the account (a new password signs everyone out, the one who set it included). */
export const deleteSessionsOf = (db: AuthDb, userId: string) =>
  db.deleteFrom('sessions').where('user_id', '=', userId).execute();

/** Whether the account has any session (a service may sign in only an account that never had one). */
export const hasSession = async (db: AuthDb, userId: string) =>
  (await db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).executeTakeFirst()) !==
  undefined;

/**
 * Forgets the counts keyed by an erased address (login-limiter.ts `acct:<email>`, `pair:<email>|<ip>`;
 * reset-limiter.ts `reset-email:<email>`): the account is gone, so nothing is left for them to protect.
 */
export const deleteLoginCountsOf = (db: AuthDb, email: string) =>
  sql`delete from login_limits
    where key in (${`acct:${email}`}, ${`reset-email:${email}`}) or starts_with(key, ${`pair:${email}|`})`.execute(
    db,
  );
