import { ACCOUNT_EXISTS } from '@inkbook/contracts/auth';
import type { Role, SessionUser } from '@inkbook/contracts/identity';
import { conflict } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import type { AuthDatabase, AuthDb, AuthTrx } from '../db';
import { issueLink, offerTakeOver } from '../links/link.service';
import { deleteLoginCountsOf } from '../sessions/session.repository';
import { accountChanged, accountCreated, accountDeleted, accountErased } from './account.events';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import { deleteUser, findUserByEmail, findUsersLinkedTo, insertUser, updateUser } from './user.repository';
import type { UserRow } from './user.table';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The role that follows from what a (non-admin) account is linked to. */
export function roleFor(artistId: string | null, studioId: string | null): Role {
  if (artistId && studioId) return 'artist-studio';
  if (artistId) return 'artist';
  if (studioId) return 'studio';
  return 'client';
}

export interface AccountRequest {
  email: string;
  password: string;
  role: 'artist' | 'studio' | 'client';
  artistId?: string | undefined;
  studioId?: string | undefined;
}

/** Where a profile flow's account request ends: a new login, a link to the applicant's own, or someone's address. */
type AccountOutcome = { account: { userId: string; role: Role; created: boolean } } | { taken: UserRow };

/**
 * Creates the login for a new profile, or links the profile to the existing account of the applicant who is
 * signed in as it (an artist who also applies for a studio becomes `artist-studio`). Any other existing email is
 * a 409 whatever the password: passwords are checked only by sign-in, where every guess meets the attempt limits
 * (DESIGN §3), so an application can never tell a right password from a wrong one. When that account was never
 * verified, the 409 also offers its address's owner the account (offerTakeOver), in a transaction of its own so
 * the refusal does not roll it back.
 */
export async function createOrLinkAccount(
  db: Kysely<AuthDatabase>,
  request: AccountRequest,
  applicant: SessionUser | null,
  takeOverIntervalSeconds: number,
) {
  const outcome = await db.transaction().execute((trx) => accountFor(trx, request, applicant));
  if ('account' in outcome) return outcome.account;
  if (applicant?.id !== outcome.taken.id) await offerTakeOver(db, outcome.taken.id, takeOverIntervalSeconds);
  throw conflict(ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS });
}

async function accountFor(
  trx: AuthTrx,
  request: AccountRequest,
  applicant: SessionUser | null,
): Promise<AccountOutcome> {
  const email = normalizeEmail(request.email);
  const existing = await findUserByEmail(trx, email);
  if (!existing) {
    const artistId = request.artistId ?? null;
    const studioId = request.studioId ?? null;
    const user = await insertUser(trx, {
      email,
      password_hash: await hashPassword(request.password),
      role: request.role === 'client' ? 'client' : roleFor(artistId, studioId),
      artist_id: artistId,
      studio_id: studioId,
    });
    await accountCreated(trx, user);
    // The new account's first email carries the link that proves the address is its owner's.
    await issueLink(trx, user, 'verify-email');
    return { account: { userId: user.id, role: user.role, created: true } };
  }
  const linkable =
    applicant?.id === existing.id &&
    existing.role !== 'admin' &&
    !(request.artistId && existing.artist_id) &&
    !(request.studioId && existing.studio_id);
  if (!linkable) return { taken: existing };
  const artistId = request.artistId ?? existing.artist_id;
  const studioId = request.studioId ?? existing.studio_id;
  const user = await updateUser(trx, existing.id, {
    artist_id: artistId,
    studio_id: studioId,
    role: roleFor(artistId, studioId),
  });
  await accountChanged(trx, existing, user);
  return { account: { userId: user.id, role: user.role, created: false } };
}

/** Undoes createOrLinkAccount when the caller's own write failed afterwards (the compensation step). */
export async function revertAccount(
  trx: AuthTrx,
  request: { userId: string; created: boolean; artistId?: string | undefined; studioId?: string | undefined },
) {
  if (request.created) {
    const deleted = await deleteUser(trx, request.userId);
    if (deleted) await accountDeleted(trx, deleted);
    return;
  }
  await unlinkProfile(trx, { artistId: request.artistId, studioId: request.studioId });
}

/**
 * The owner deleted their account: the row goes (its sessions and links with it, by cascade), so do the sign-in
 * counts that name the address, and `auth.user.deleted` asks every service to erase what it holds of them.
 */
export async function eraseAccount(trx: AuthTrx, user: UserRow) {
  const deleted = await deleteUser(trx, user.id);
  if (!deleted) return;
  await deleteLoginCountsOf(trx, deleted.email);
  await accountErased(trx, deleted);
}

/** A deleted profile no longer signs anyone in as its owner. */
export async function unlinkProfile(
  trx: AuthTrx,
  link: { artistId?: string | undefined; studioId?: string | undefined },
) {
  if (!link.artistId && !link.studioId) return;
  for (const user of await findUsersLinkedTo(trx, {
    ...(link.artistId ? { artistId: link.artistId } : {}),
    ...(link.studioId ? { studioId: link.studioId } : {}),
  })) {
    const artistId = link.artistId ? null : user.artist_id;
    const studioId = link.studioId ? null : user.studio_id;
    const unlinked = await updateUser(trx, user.id, {
      artist_id: artistId,
      studio_id: studioId,
      role: user.role === 'admin' ? 'admin' : roleFor(artistId, studioId),
    });
    await accountChanged(trx, user, unlinked);
  }
}

/**
 * Makes sure the configured admin exists with the configured password; safe to run at every boot. The operator
 * chose the address, so it counts as verified (no link is sent to it).
 */
export async function seedAdmin(trx: AuthTrx, rawEmail: string, password: string) {
  const email = normalizeEmail(rawEmail);
  const existing = await findUserByEmail(trx, email);
  const now = new Date().toISOString();
  if (!existing) {
    const admin = await insertUser(trx, {
      email,
      password_hash: await hashPassword(password),
      role: 'admin',
      artist_id: null,
      studio_id: null,
      email_verified_at: now,
    });
    await accountCreated(trx, admin);
    return;
  }
  const sameSecret = await verifyPassword(existing.password_hash, password);
  if (!sameSecret || existing.role !== 'admin' || !existing.email_verified_at) {
    const admin = await updateUser(trx, existing.id, {
      role: 'admin',
      email_verified_at: existing.email_verified_at ?? now,
      ...(sameSecret ? {} : { password_hash: await hashPassword(password) }),
    });
    await accountChanged(trx, existing, admin);
  }
}

/** The user for these credentials, or null; unknown email and wrong password take the same time and answer. */
export async function checkCredentials(
  db: AuthDb,
  rawEmail: string,
  password: string,
): Promise<UserRow | null> {
  const user = await findUserByEmail(db, normalizeEmail(rawEmail));
  if (!user) {
    await burnVerification(password);
    return null;
  }
  return (await verifyPassword(user.password_hash, password)) ? user : null;
}
