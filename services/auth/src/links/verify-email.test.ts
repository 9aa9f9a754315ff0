import { randomUUID } from 'node:crypto';
import { LINK_EXPIRED } from '@inkbook/contracts/auth';
import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authService } from '../testing/auth-service';
import { eventsOf, latestToken, linksFor } from '../testing/outbox';

// Every new account gets a verification link in its first email; GET /api/auth/me says whether it was used.

const t = useService(authService);

async function newAccount(email: string, role: 'artist' | 'studio' | 'client') {
  const profile =
    role === 'artist' ? { artistId: randomUUID() } : role === 'studio' ? { studioId: randomUUID() } : {};
  const res = await t.inject({
    method: 'POST',
    url: '/internal/accounts',
    payload: { email, password: 'verify-password', role, ...profile },
  });
  expect(res.statusCode).toBe(201);
  const user: SessionUser = {
    id: res.json().userId,
    email,
    role,
    artistId: null,
    studioId: null,
    ...profile,
  };
  return user;
}
const verify = (token: string) =>
  t.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const me = (user: SessionUser) => t.inject({ method: 'GET', url: '/api/auth/me' }, user);

describe('email verification', () => {
  it('sends every new client, artist and studio account a link valid for 7 days', async () => {
    for (const role of ['client', 'artist', 'studio'] as const) {
      const user = await newAccount(`${role}@verify.test`, role);
      const links = await linksFor(t.db, user.email, 'verify-email');
      expect(links).toEqual([
        {
          userId: user.id,
          email: user.email,
          purpose: 'verify-email',
          token: expect.any(String),
          expiresAt: expect.any(String),
        },
      ]);
      const lifetime = Date.parse(links[0]?.expiresAt ?? '') - Date.now();
      expect(lifetime).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
      expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600_000);
      expect((await me(user)).json()).toEqual({ ...user, emailVerified: false });
    }
  });

  it('verifies the address with the link, tells the platform once, and answers the same to the link used again', async () => {
    const user = await newAccount('clicks@verify.test', 'client');
    const token = await latestToken(t.db, user.email, 'verify-email');
    for (let click = 0; click < 2; click++) {
      const res = await verify(token);
      expect([res.statusCode, res.json()]).toEqual([200, { emailVerified: true }]);
    }
    expect((await me(user)).json()).toMatchObject({ id: user.id, emailVerified: true });
    expect((await eventsOf(t.db, 'auth.user.updated')).filter((e) => e.id === user.id)).toEqual([
      { id: user.id, email: user.email, role: 'client', artistId: null, studioId: null, emailVerified: true },
    ]);
  });

  it('refuses an altered, unknown, expired or password link with 400, verifying nothing', async () => {
    const user = await newAccount('refused@verify.test', 'client');
    const token = await latestToken(t.db, user.email, 'verify-email');
    await t.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const reset = await latestToken(t.db, user.email, 'reset-password');
    for (const wrong of [`${token}x`, token.slice(1), 'never-issued', reset]) {
      const res = await verify(wrong);
      expect([res.statusCode, res.json().message]).toEqual([400, LINK_EXPIRED]);
    }
    await sql`update auth.link_tokens set expires_at = now() - interval '1 second'
               where user_id = ${user.id} and purpose = 'verify-email'`.execute(t.db);
    const expired = await verify(token);
    expect([expired.statusCode, expired.json().message]).toEqual([400, LINK_EXPIRED]);
    expect((await me(user)).json().emailVerified).toBe(false);
  });

  it('answers 400 for a missing token and 401 for /me signed out', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/verify-email', payload: {} });
    expect(res.statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});
