import { randomBytes } from 'node:crypto';
import { type AccountLinkPurpose, LINK_EXPIRED } from '@inkbook/contracts/auth';
import { badRequest, enqueueEvent } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import type { AuthDatabase, AuthTrx } from '../db';
import { deleteSessionsOf } from '../sessions/session.repository';
import { hashToken } from '../sessions/session.service';
import { accountChanged, accountUpdated } from '../users/account.events';
import { hashPassword } from '../users/passwords';
import { findUserByEmail, findUserById, markEmailVerified, updateUser } from '../users/user.repository';
import type { UserRow } from '../users/user.table';
import {
  findLiveLinkToken,
  insertLinkToken,
  lastLinkIssuedAt,
  useLinksOf,
  useLinkToken,
} from './link.repository';

/**
 * How long each link works. A reset link lives 1 hour (PASSWORD_RESET_SENT says so); a verification link a week
 * (it is in the first email, read whenever); a take-over link a day (its owner did not ask for it and may read it
 * late; "Forgot password?" gives them a fresh one any time).
 */
const LINK_LIFETIME_SECONDS: Record<AccountLinkPurpose, number> = {
  'verify-email': 7 * 24 * 3600,
  'reset-password': 3600,
  'take-over': 24 * 3600,
};

/** The links that set a password: a reset the owner asked for, or a take-over someone else's 409 offered. */
const PASSWORD_LINKS: AccountLinkPurpose[] = ['reset-password', 'take-over'];

const iso = (ms: number) => new Date(ms).toISOString();
const linkExpired = () => badRequest(LINK_EXPIRED);

/**
 * Issues a single-use link for the account's owner: a 256-bit token of which only the hash is kept, and the event
 * through which notifications mails it (the raw token travels in it; the gateway never forwards `auth.*`).
 */
export async function issueLink(trx: AuthTrx, user: UserRow, purpose: AccountLinkPurpose, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = iso(now + LINK_LIFETIME_SECONDS[purpose] * 1000);
  await insertLinkToken(trx, {
    token_hash: hashToken(token),
    user_id: user.id,
    purpose,
    created_at: iso(now),
    expires_at: expiresAt,
  });
  await enqueueEvent(trx, 'auth.account-link.issued', {
    userId: user.id,
    email: user.email,
    purpose,
    token,
    expiresAt,
  });
}

/** 'Forgot password?': a reset link when the (normalised) email has an account; nothing, silently, otherwise. */
export async function requestPasswordReset(db: Kysely<AuthDatabase>, email: string, now = Date.now()) {
  // Both paths look the account up in a transaction; only an existing one also writes its link and event.
  await db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (user) await issueLink(trx, user, 'reset-password', now);
  });
}

/**
 * Sets the account's password with a reset or take-over link, which is used up with every other such link of
 * the account. Following a link to its inbox proves the owner holds the address, so it is verified too; and
 * every session of the account ends (whoever else was signed in, a stranger who made the account included).
 */
export async function setPasswordWithLink(
  db: Kysely<AuthDatabase>,
  token: string,
  password: string,
  now = Date.now(),
) {
  const tokenHash = hashToken(token);
  const at = iso(now);
  // Checked before hashing the password, so requests with made-up tokens cost no argon2 work.
  const link = await findLiveLinkToken(db, tokenHash, PASSWORD_LINKS, at);
  if (!link || link.used_at) throw linkExpired();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const used = await useLinkToken(trx, tokenHash, PASSWORD_LINKS, at);
    const before = used && (await findUserById(trx, used.user_id));
    if (!before) throw linkExpired();
    const after = await updateUser(trx, before.id, {
      password_hash: passwordHash,
      email_verified_at: before.email_verified_at ?? at,
    });
    await accountChanged(trx, before, after);
    await useLinksOf(trx, before.id, PASSWORD_LINKS, at);
    await deleteSessionsOf(trx, before.id);
  });
}

/**
 * Confirms the address with a verification link. Using one again before it expires answers the same success:
 * the address stays verified, and a second click, a mail scanner or a page that posts twice must not read as a
 * failure to the owner. Expired, altered and unknown tokens are 400.
 */
export async function verifyEmail(db: Kysely<AuthDatabase>, token: string, now = Date.now()) {
  const tokenHash = hashToken(token);
  const at = iso(now);
  await db.transaction().execute(async (trx) => {
    const link = await findLiveLinkToken(trx, tokenHash, ['verify-email'], at);
    if (!link) throw linkExpired();
    await useLinkToken(trx, tokenHash, ['verify-email'], at);
    const verified = await markEmailVerified(trx, link.user_id, at);
    if (verified) await accountUpdated(trx, verified);
  });
}

/**
 * Someone named this account's address in an inquiry or application without being signed in to it (their
 * answer stays 409). If the address was never verified, whoever made the account may not own it: its owner gets
 * a link to set a password and take the account, at most one per `intervalSeconds`, so nobody can flood an inbox.
 */
export async function offerTakeOver(
  db: Kysely<AuthDatabase>,
  userId: string,
  intervalSeconds: number,
  now = Date.now(),
) {
  await db.transaction().execute(async (trx) => {
    // The row lock queues concurrent refusals for one account, so only the first of them issues a link.
    const user = await findUserById(trx, userId, { lock: true });
    if (!user || user.email_verified_at) return;
    const last = await lastLinkIssuedAt(trx, user.id, 'take-over');
    if (last && Date.parse(last) > now - intervalSeconds * 1000) return;
    await issueLink(trx, user, 'take-over', now);
  });
}
