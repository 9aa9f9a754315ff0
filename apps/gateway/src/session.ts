import { internalAuthRoutes } from '@inkbook/contracts/auth';
import type { SessionUser } from '@inkbook/contracts/identity';
import { createInternalClient } from '@inkbook/service-kit';

const MAX_CACHED = 10_000;

/** The other gateway processes on this machine (cluster.ts): a logout through one is forgotten by all. */
export interface SessionPeers {
  publish(token: string): void;
  subscribe(onToken: (token: string) => void): void;
}

/**
 * Resolves session cookies with the auth service and remembers each answer briefly, so most requests cost no
 * call to auth. Logout through this gateway (any of its workers) forgets the token at once; a session revoked
 * any other way lives at most `ttlMs` longer here. Whatever else holds a token open (an event stream) listens
 * with `onForget` and ends with it.
 */
export function createSessionResolver(options: {
  authUrl: string;
  secret: string;
  ttlMs: number;
  peers?: SessionPeers;
}) {
  const call = createInternalClient({
    service: 'auth',
    url: options.authUrl,
    secret: options.secret,
    timeoutMs: 2_000,
    // Only who holds the token is an answer here; any refusal from auth means it cannot tell us.
    relayErrors: false,
  });
  const cache = new Map<string, { user: SessionUser | null; until: number }>();
  /**
   * The lookups under way, by token and touch: every request that misses the cache while one is out waits for its
   * answer. Without this, each expiry of a busy session sent one lookup (and one session write in auth) per
   * request that arrived before auth answered: dozens at 50 connections, every SESSION_CACHE_MS.
   */
  const pending = new Map<string, Promise<SessionUser | null>>();
  const listeners: ((token: string) => void)[] = [];
  // Bumped by every forget: an answer from auth that was under way meanwhile may predate the logout, so it is not kept.
  let forgets = 0;
  const drop = (token: string) => {
    forgets++;
    cache.delete(token);
    // A request after the logout must not join a lookup that began before it.
    pending.delete(`${token}|true`);
    pending.delete(`${token}|false`);
    for (const listener of listeners) listener(token);
  };
  options.peers?.subscribe(drop);

  /** Who holds `token`; a token auth does not know (404) or refuses as malformed (400) is nobody's. */
  async function ask(token: string, ip: string, touch: boolean): Promise<SessionUser | null> {
    const answer = await call(internalAuthRoutes.resolveSession, {
      caller: { user: null, ip },
      body: { token, touch },
      answers: [400, 404],
    });
    return answer.status === 200 ? answer.body.user : null;
  }

  /** Who holds `token` as the cache knows it now; undefined when auth must be asked. */
  const known = (token: string | undefined): SessionUser | null | undefined => {
    if (!token) return null;
    const hit = cache.get(token);
    return hit && hit.until > Date.now() ? hit.user : undefined;
  };

  return {
    known,
    /**
     * Who holds `token`. `touch: false` for a check that is not the person's activity (an open event stream asking
     * after its session), which must not keep the session from idling out.
     */
    async resolve(
      token: string | undefined,
      ip: string,
      { touch = true }: { touch?: boolean } = {},
    ): Promise<SessionUser | null> {
      if (!token) return null;
      const hit = known(token);
      if (hit !== undefined) return hit;
      const key = `${token}|${touch}`;
      const under = pending.get(key);
      if (under) return under;
      const before = forgets;
      const lookup = ask(token, ip, touch)
        .then((user) => {
          if (options.ttlMs > 0 && forgets === before) {
            if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
            cache.set(token, { user, until: Date.now() + options.ttlMs });
          }
          return user;
        })
        .finally(() => {
          if (pending.get(key) === lookup) pending.delete(key);
        });
      pending.set(key, lookup);
      return lookup;
    },
    forget(token: string | undefined) {
      if (!token) return;
      drop(token);
      options.peers?.publish(token);
    },
    onForget(listener: (token: string) => void) {
      listeners.push(listener);
    },
  };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;
