import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Identity, identitySchema, type Role, type SessionUser } from '@inkbook/contracts/identity';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/** How long a signature stays valid: the gateway signs per request, so this only absorbs clock skew. */
const MAX_AGE_MS = 60_000;

const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `base64url(json).base64url(hmac)`: the one header the gateway uses to tell a service who is calling. */
export function signIdentity(identity: Identity, secret: string): string {
  const payload = Buffer.from(JSON.stringify(identity)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** The identity in a header, or null when it is missing, forged, malformed or stale. */
export function verifyIdentity(
  header: string | undefined,
  secret: string,
  now = Date.now(),
): Identity | null {
  if (!header) return null;
  const [payload, signature] = header.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = identitySchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success || Math.abs(now - parsed.data.ts) > MAX_AGE_MS) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the service plugin from the gateway's signed header; routes never read raw headers. */
    identity: Identity;
  }
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  const user = request.identity?.user;
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user if their role is one of `roles` (401 signed out, 403 otherwise). */
export function requireRole(request: FastifyRequest, ...roles: Role[]): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
