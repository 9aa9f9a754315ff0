import { IDENTITY_HEADER, type SessionUser, sessionUserSchema } from '@inkbook/contracts/identity';
import { signIdentity, unavailable } from '@inkbook/service-kit';
import { z } from 'zod';

export const SESSION_COOKIE = 'inkbook_session';
const MAX_CACHED = 10_000;

const resolveResponse = z.object({ user: sessionUserSchema });

/** The other gateway processes on this machine (cluster.ts): a logout through one is forgotten by all. */
export interface SessionPeers {
  publish(token: string): void;
  subscribe(onToken: (token: string) => void): void;
}

/**
 * Resolves session cookies with the auth service and remembers each answer briefly, so most requests cost no
 * call to auth. Logout through this gateway (any of its workers) forgets the token at once; a session revoked
 * any other way lives at most `ttlMs` longer here.
 */
export function createSessionResolver(options: {
  authUrl: string;
  secret: string;
  ttlMs: number;
  peers?: SessionPeers;
}) {
  const cache = new Map<string, { user: SessionUser | null; until: number }>();
  options.peers?.subscribe((token) => cache.delete(token));

  async function ask(token: string, ip: string): Promise<SessionUser | null> {
    let response: Response;
    try {
      response = await fetch(new URL('/internal/sessions/resolve', options.authUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [IDENTITY_HEADER]: signIdentity({ user: null, ip, ts: Date.now() }, options.secret),
        },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(2_000),
      });
    } catch {
      throw unavailable('auth is unavailable');
    }
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw unavailable('auth is unavailable');
    return resolveResponse.parse(await response.json()).user;
  }

  return {
    async resolve(token: string | undefined, ip: string): Promise<SessionUser | null> {
      if (!token) return null;
      const hit = cache.get(token);
      if (hit && hit.until > Date.now()) return hit.user;
      const user = await ask(token, ip);
      if (options.ttlMs > 0) {
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
        cache.set(token, { user, until: Date.now() + options.ttlMs });
      }
      return user;
    },
    forget(token: string | undefined) {
      if (!token) return;
      cache.delete(token);
      options.peers?.publish(token);
    },
  };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;
