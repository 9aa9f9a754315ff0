import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@inkbook/contracts/identity';
import type { AuthDb } from '../db';
import { findUserById, toSessionUser } from '../users/user.repository';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  hasSession,
  insertSession,
  touchSession,
} from './session.repository';

/** Last-seen is written at most this often, so resolving a session is a read, not a write, per request. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionLimits {
  idleSeconds: number;
  absoluteSeconds: number;
}

/** Admin sessions are short (DESIGN §3): an admin's stolen or forgotten session is worth less for less long. */
export interface SessionPolicy {
  everyone: SessionLimits;
  admin: SessionLimits;
}

export const limitsFor = (policy: SessionPolicy, role: Role) =>
  role === 'admin' ? policy.admin : policy.everyone;

const later = (from: number, seconds: number) => new Date(from + seconds * 1000).toISOString();

/** A fresh 256-bit token for the user; only its hash is stored. */
export async function startSession(
  db: AuthDb,
  user: { id: string; role: Role },
  policy: SessionPolicy,
  now = Date.now(),
) {
  const token = randomBytes(32).toString('base64url');
  const limits = limitsFor(policy, user.role);
  await insertSession(db, {
    token_hash: hashToken(token),
    user_id: user.id,
    idle_expires_at: later(now, limits.idleSeconds),
    expires_at: later(now, limits.absoluteSeconds),
  });
  return token;
}

/** How long after its creation a service may still sign an account in (the answer to the request that made it). */
const JUST_CREATED_MS = 5 * 60_000;

/**
 * A first session for an account a service has just created, or null when the account is older, unknown or
 * already had a session: a service can sign in only the person whose request created the account.
 */
export async function startFirstSession(db: AuthDb, userId: string, policy: SessionPolicy, now = Date.now()) {
  const user = await findUserById(db, userId);
  if (!user || now - new Date(user.created_at).getTime() > JUST_CREATED_MS) return null;
  if (await hasSession(db, userId)) return null;
  return { user, token: await startSession(db, user, policy, now) };
}

export const endSession = (db: AuthDb, token: string) => deleteSession(db, hashToken(token));

/**
 * The signed-in user behind a token, or null when the session is unknown or expired. A lookup that is the person's
 * activity (`touch`, the default) keeps the session from idling out; a background check does not.
 */
export async function resolveSession(
  db: AuthDb,
  token: string,
  policy: SessionPolicy,
  { touch = true, now = Date.now() }: { touch?: boolean; now?: number } = {},
) {
  const tokenHash = hashToken(token);
  const row = await findLiveSession(db, tokenHash, new Date(now).toISOString());
  if (!row) return null;
  if (touch && now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    const { idleSeconds } = limitsFor(policy, row.role);
    await touchSession(db, tokenHash, new Date(now).toISOString(), later(now, idleSeconds));
  }
  return toSessionUser(row);
}

/**
 * The user behind `token` if its session is live and began within `withinMs`: a sign-in with the password (or the
 * inquiry that set it), not the session's last request. Not the person's activity: it touches nothing.
 */
export async function resolveRecentSession(db: AuthDb, token: string, withinMs: number, now = Date.now()) {
  const row = await findLiveSession(db, hashToken(token), new Date(now).toISOString());
  if (!row || now - Date.parse(row.signed_in_at) > withinMs) return null;
  return toSessionUser(row);
}

export const purgeExpiredSessions = (db: AuthDb) => deleteExpiredSessions(db, new Date().toISOString());
