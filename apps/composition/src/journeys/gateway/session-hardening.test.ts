import type { IncomingMessage } from 'node:http';
import { internalAuthEndpoints } from '@inkbook/contracts/auth-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, sessionCookie, startStack, testAdmin } from '../../testing/stack';

// Logout ends every channel of a session, even with the gateway's session cache on (DESIGN §3).
let stack: Stack;
let base: string;
beforeAll(async () => {
  stack = await startStack({ SESSION_CACHE_MS: '60000', EVENT_STREAMS_PER_SESSION: '2' });
  base = await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => stack?.close());

async function signIn(cookie?: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify(testAdmin),
  });
  return sessionCookie(res.headers.getSetCookie());
}
const me = (cookie: string) => fetch(`${base}/api/auth/me`, { headers: { cookie } });
const logout = (cookie: string) => fetch(`${base}/api/logout`, { method: 'POST', headers: { cookie } });
const stream = (cookie: string) => fetch(`${base}/api/events`, { headers: { cookie } });

/** Resolves true once the stream ends, false if it is still open after `ms`. */
async function endsWithin(res: Response, ms: number) {
  const reader = res.body!.getReader();
  const timer = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  const end = (async () => {
    for (;;) if ((await reader.read()).done) return true;
  })();
  const ended = await Promise.race([end, timer]);
  if (!ended) await reader.cancel();
  return ended;
}

describe('logout', () => {
  it('closes the session’s open event stream at once', async () => {
    const cookie = await signIn();
    const open = await stream(cookie);
    expect(open.status).toBe(200);
    expect((await logout(cookie)).status).toBe(200);
    expect(await endsWithin(open, 1_000)).toBe(true);
  });

  it('is honoured by the session cache: the token is refused right after', async () => {
    const cookie = await signIn();
    expect((await me(cookie)).status).toBe(200);
    await logout(cookie);
    expect((await me(cookie)).status).toBe(401);
  });

  it('a new sign-in over a session retires its previous token at once', async () => {
    const first = await signIn();
    expect((await me(first)).status).toBe(200);
    const second = await signIn(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });
});

describe('admin sessions', () => {
  it('are short: the cookie lives 12 h, not 30 days', async () => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testAdmin),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/Max-Age=43200\b/);
  });
});

describe('signed-in answers', () => {
  it('carry Cache-Control: no-store; public answers to visitors keep theirs', async () => {
    const cookie = await signIn();
    expect((await me(cookie)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${base}/api/artists`, { headers: { cookie } })).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect((await fetch(`${base}/api/artists`)).headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('event streams per session', () => {
  it('refuses a stream past the cap with 429, and another session still gets one', async () => {
    const cookie = await signIn();
    const held = [await stream(cookie), await stream(cookie)];
    try {
      expect(held.map((res) => res.status)).toEqual([200, 200]);
      const third = await stream(cookie);
      expect(third.status).toBe(429);
      expect(((await third.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
      const other = await stream(await signIn());
      expect(other.status).toBe(200);
      await other.body?.cancel();
    } finally {
      for (const res of held) await res.body?.cancel();
    }
  });
});

describe('HSTS', () => {
  it('is left out over plain http, X-Forwarded-Proto included when no proxy is trusted', async () => {
    const res = await fetch(`${base}/api/artists`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the session cache', () => {
  it('asks auth once for a token that many requests bring at the same moment', async () => {
    const cookie = await signIn();
    const lookups: string[] = [];
    const count = (request: IncomingMessage) => {
      if (request.url === internalAuthEndpoints.resolveSession.path) lookups.push(request.url);
    };
    stack.services.auth.server.on('request', count);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => me(cookie)));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    } finally {
      stack.services.auth.server.off('request', count);
    }
    expect(lookups).toHaveLength(1);
  });
});
