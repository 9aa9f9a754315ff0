import { randomUUID } from 'node:crypto';
import type { Role, SessionUser } from '@inkbook/contracts/identity';
import { IDENTITY_HEADER } from '@inkbook/contracts/identity';
import { signIdentity } from '../identity';

export const TEST_SECRET = 'test-internal-secret-0123456789';

/** Headers a service accepts as coming from the gateway, for driving a service directly with app.inject. */
export function signedHeaders(user: SessionUser | null, secret = TEST_SECRET, ip = '127.0.0.1') {
  return { [IDENTITY_HEADER]: signIdentity({ user, ip, ts: Date.now() }, secret) };
}

/**
 * A signed-in user as the gateway would pass it (sessions are auth's concern, tested in auth): a new id and
 * email unless given, linked to the profiles named.
 */
export function sessionUser(
  role: Role,
  links: { id?: string; email?: string; artistId?: string; studioId?: string } = {},
): SessionUser {
  const id = links.id ?? randomUUID();
  return {
    id,
    email: links.email ?? `${role}.${id.slice(0, 8)}@users.test`,
    role,
    artistId: links.artistId ?? null,
    studioId: links.studioId ?? null,
  };
}
