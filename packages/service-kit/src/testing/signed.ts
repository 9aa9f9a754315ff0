import type { SessionUser } from '@inkbook/contracts/identity';
import { IDENTITY_HEADER } from '@inkbook/contracts/identity';
import { signIdentity } from '../identity';

export const TEST_SECRET = 'test-internal-secret-0123456789';

/** Headers a service accepts as coming from the gateway, for driving a service directly with app.inject. */
export function signedHeaders(user: SessionUser | null, secret = TEST_SECRET, ip = '127.0.0.1') {
  return { [IDENTITY_HEADER]: signIdentity({ user, ip, ts: Date.now() }, secret) };
}
