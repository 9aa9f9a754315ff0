import { createHash, randomBytes } from 'node:crypto';
import type { AuthDb } from '../db';
import { toSessionUser } from '../users/user.repository';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from './session.repository';

export const SESSION_COOKIE = 'inkbook_session';

/** Last-seen is written at most this often, so resolving a session is a read, not a write, per request. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
}

const later = (from: number, seconds: number) => new Date(from + seconds * 1000).toISOString();

/** A fresh 256-bit token for the user; only its hash is stored. */
export async function startSession(db: AuthDb, userId: string, policy: SessionPolicy, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    token_hash: hashToken(token),
    user_id: userId,
    idle_expires_at: later(now, policy.idleSeconds),
    expires_at: later(now, policy.absoluteSeconds),
  });
  return token;
}

export const endSession = (db: AuthDb, token: string) => deleteSession(db, hashToken(token));

/** The signed-in user behind a token, or null when the session is unknown or expired. */
export async function resolveSession(db: AuthDb, token: string, policy: SessionPolicy, now = Date.now()) {
  const tokenHash = hashToken(token);
  const row = await findLiveSession(db, tokenHash, new Date(now).toISOString());
  if (!row) return null;
  if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await touchSession(db, tokenHash, new Date(now).toISOString(), later(now, policy.idleSeconds));
  }
  return toSessionUser(row);
}

export const purgeExpiredSessions = (db: AuthDb) => deleteExpiredSessions(db, new Date().toISOString());
