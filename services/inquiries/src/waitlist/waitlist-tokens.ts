import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The waitlist's two links (issue 26). A leave token is derived from the entry id, so every email can carry one and
// nothing is stored: once the entry is gone it names nothing. An invite token is random and single-use; only its
// hash is kept, so a database read never yields a working link.

const leaveMac = (secret: string, entryId: string) =>
  createHmac('sha256', secret).update(`waitlist-leave:${entryId}`).digest('base64url');

/** `<entry id>.<HMAC>`: the entry it leaves, signed. */
export const leaveToken = (secret: string, entryId: string) => `${entryId}.${leaveMac(secret, entryId)}`;

/** The entry id a leave token names, or null when it is not one of ours. */
export function entryOfLeaveToken(secret: string, token: string): string | null {
  const [entryId, mac, ...rest] = token.split('.');
  if (!entryId || !mac || rest.length > 0) return null;
  const expected = Buffer.from(leaveMac(secret, entryId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? entryId : null;
}

export const newInviteToken = () => randomBytes(32).toString('base64url');

export const inviteTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
