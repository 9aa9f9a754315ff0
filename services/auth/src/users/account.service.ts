import { ACCOUNT_EXISTS } from '@inkbook/contracts/auth';
import type { Role, SessionUser } from '@inkbook/contracts/identity';
import { conflict } from '@inkbook/service-kit';
import type { AuthDb } from '../db';
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

/**
 * Creates the login for a new profile, or links the profile to the existing account of the applicant who is
 * signed in as it (an artist who also applies for a studio becomes `artist-studio`). Any other existing email is
 * a 409 whatever the password: passwords are checked only by sign-in, where every guess meets the attempt limits
 * (DESIGN §3), so an application can never tell a right password from a wrong one.
 */
export async function createOrLinkAccount(
  db: AuthDb,
  request: AccountRequest,
  applicant: SessionUser | null,
) {
  const email = normalizeEmail(request.email);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    const artistId = request.artistId ?? null;
    const studioId = request.studioId ?? null;
    const user = await insertUser(db, {
      email,
      password_hash: await hashPassword(request.password),
      role: request.role === 'client' ? 'client' : roleFor(artistId, studioId),
      artist_id: artistId,
      studio_id: studioId,
    });
    return { userId: user.id, role: user.role, created: true };
  }
  const linkable =
    applicant?.id === existing.id &&
    existing.role !== 'admin' &&
    !(request.artistId && existing.artist_id) &&
    !(request.studioId && existing.studio_id);
  if (!linkable)
    throw conflict(ACCOUNT_EXISTS, {
      email: ACCOUNT_EXISTS,
    });
  const artistId = request.artistId ?? existing.artist_id;
  const studioId = request.studioId ?? existing.studio_id;
  const user = await updateUser(db, existing.id, {
    artist_id: artistId,
    studio_id: studioId,
    role: roleFor(artistId, studioId),
  });
  return { userId: user.id, role: user.role, created: false };
}

/** Undoes createOrLinkAccount when the caller's own write failed afterwards (the compensation step). */
export async function revertAccount(
  db: AuthDb,
  request: { userId: string; created: boolean; artistId?: string | undefined; studioId?: string | undefined },
) {
  if (request.created) return deleteUser(db, request.userId);
  await unlinkProfile(db, { artistId: request.artistId, studioId: request.studioId });
}

/** A deleted profile no longer signs anyone in as its owner. */
export async function unlinkProfile(
  db: AuthDb,
  link: { artistId?: string | undefined; studioId?: string | undefined },
) {
  if (!link.artistId && !link.studioId) return;
  for (const user of await findUsersLinkedTo(db, {
    ...(link.artistId ? { artistId: link.artistId } : {}),
    ...(link.studioId ? { studioId: link.studioId } : {}),
  })) {
    const artistId = link.artistId ? null : user.artist_id;
    const studioId = link.studioId ? null : user.studio_id;
    await updateUser(db, user.id, {
      artist_id: artistId,
      studio_id: studioId,
      role: user.role === 'admin' ? 'admin' : roleFor(artistId, studioId),
    });
  }
}

/** Makes sure the configured admin exists with the configured password; safe to run at every boot. */
export async function seedAdmin(db: AuthDb, rawEmail: string, password: string) {
  const email = normalizeEmail(rawEmail);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, {
      email,
      password_hash: await hashPassword(password),
      role: 'admin',
      artist_id: null,
      studio_id: null,
    });
    return;
  }
  const sameSecret = await verifyPassword(existing.password_hash, password);
  if (!sameSecret || existing.role !== 'admin') {
    await updateUser(db, existing.id, {
      role: 'admin',
      ...(sameSecret ? {} : { password_hash: await hashPassword(password) }),
    });
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
