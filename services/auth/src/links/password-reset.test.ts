import { createHash } from 'node:crypto';
import { LINK_EXPIRED, PASSWORD_RESET_SENT } from '@inkbook/contracts/auth';
import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authService } from '../testing/auth-service';
import { eventsOf, latestToken, linksFor } from '../testing/outbox';

// 'Forgot password?' (issue 22 item 9): the same answer for every email, a link that works once for an hour,
// sessions ended, limits per address and per email.

const t = useService(authService, {
  env: { PASSWORD_RESET_MAX_PER_EMAIL: '2', PASSWORD_RESET_MAX_PER_ADDRESS: '4' },
});

/** A new account; each test has its own, so the per-email limit of one never meets another's requests. */
async function account(email: string, password = 'first-password') {
  const res = await t.inject({
    method: 'POST',
    url: '/internal/accounts',
    payload: { email, password, role: 'client' },
  });
  expect(res.statusCode).toBe(201);
  return { email, password };
}

const askReset = (email: string, ip: string) =>
  t.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } }, null, ip);
const confirm = (token: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
const login = (email: string, password: string, ip = '10.9.9.9') =>
  t.inject({ method: 'POST', url: '/api/login', payload: { email, password } }, null, ip);
const sessionToken = (res: { headers: Record<string, unknown> }) =>
  /__Host-inkbook_session=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
const resolve = (token: string) =>
  t.inject({ method: 'POST', url: '/internal/sessions/resolve', payload: { token } });
const me = (user: object) => t.inject({ method: 'GET', url: '/api/auth/me' }, user as never);

describe('asking for a reset link', () => {
  it('answers a known and an unknown email with the same 202, and mails a 1-hour link only to the account', async () => {
    const owner = await account('owner@reset.test');
    const before = await linksFor(t.db, owner.email, 'reset-password');
    const startedAt = Date.now();
    const known = await askReset(' Owner@Reset.test ', '10.1.0.1');
    const unknown = await askReset('nobody@reset.test', '10.1.0.2');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2 * 240);
    expect(known.statusCode).toBe(202);
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT });

    const links = await linksFor(t.db, owner.email, 'reset-password');
    expect(links).toHaveLength(before.length + 1);
    const link = links.at(-1);
    const lifetime = Date.parse(link?.expiresAt ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000);
    expect(link?.token).toMatch(/^[\w-]{43}$/);
    expect(
      (await eventsOf(t.db, 'auth.account-link.issued')).filter((l) => l.email === 'nobody@reset.test'),
    ).toEqual([]);

    // Only the token's hash is kept: the table cannot be replayed as links.
    const { rows } = await sql<{ token_hash: string }>`
      select token_hash from auth.link_tokens where purpose = 'reset-password'`.execute(t.db);
    const hash = createHash('sha256')
      .update(link?.token ?? '')
      .digest('hex');
    expect(rows.map((r) => r.token_hash)).toContain(hash);
    expect(rows.map((r) => r.token_hash)).not.toContain(link?.token);
  });

  it('refuses an email past its limit (429, Retry-After) from any address, known or not', async () => {
    const known = await account('limited-owner@reset.test');
    for (const email of ['limited@reset.test', known.email]) {
      expect((await askReset(email, '10.2.0.1')).statusCode).toBe(202);
      expect((await askReset(email, '10.2.0.2')).statusCode).toBe(202);
      const refused = await askReset(email, '10.2.0.3');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
  });

  it('refuses an address past its limit, whatever emails it names', async () => {
    for (let i = 0; i < 4; i++)
      expect((await askReset(`spray${i}@reset.test`, '10.3.0.1')).statusCode).toBe(202);
    const refused = await askReset('spray9@reset.test', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refused address counted nothing against that email: it is asked for from elsewhere at once.
    expect((await askReset('spray9@reset.test', '10.3.0.2')).statusCode).toBe(202);
  });

  it('answers a malformed email with 400 naming the field', async () => {
    const res = await askReset('not-an-email', '10.4.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('setting the new password', () => {
  it('works once, ends every session of the account, verifies the address and uses up older links', async () => {
    const owner = await account('once@reset.test');
    const first = await login(owner.email, owner.password, '10.5.0.1');
    const second = await login(owner.email, owner.password, '10.5.0.2');
    const sessions = [sessionToken(first), sessionToken(second)];
    for (const token of sessions) expect((await resolve(token)).statusCode).toBe(200);
    expect((await me(first.json().user)).json().emailVerified).toBe(false);

    await askReset(owner.email, '10.5.0.3');
    const older = await latestToken(t.db, owner.email, 'reset-password');
    await askReset(owner.email, '10.5.0.4');
    const token = await latestToken(t.db, owner.email, 'reset-password');
    expect(token).not.toBe(older);

    const set = await confirm(token, 'second-password');
    expect(set.statusCode).toBe(200);
    for (const session of sessions) expect((await resolve(session)).statusCode).toBe(404);
    expect((await login(owner.email, owner.password, '10.5.0.5')).statusCode).toBe(401);
    const signedIn = await login(owner.email, 'second-password', '10.5.0.5');
    expect(signedIn.statusCode).toBe(200);
    expect((await me(signedIn.json().user)).json()).toMatchObject({
      email: owner.email,
      emailVerified: true,
    });
    expect((await eventsOf(t.db, 'auth.user.updated')).filter((e) => e.email === owner.email)).toEqual([
      expect.objectContaining({ emailVerified: true, role: 'client' }),
    ]);

    for (const spent of [token, older]) {
      const again = await confirm(spent, 'third-password');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(LINK_EXPIRED);
    }
    expect((await login(owner.email, 'second-password', '10.5.0.6')).statusCode).toBe(200);
  });

  it('refuses an expired, altered, unknown or verification link with 400, changing nothing', async () => {
    const { email } = await account('expiry@reset.test', 'expiry-password');
    await askReset(email, '10.6.0.1');
    const token = await latestToken(t.db, email, 'reset-password');
    const verification = await latestToken(t.db, email, 'verify-email');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [altered, 'made-up-token', verification]) {
      const res = await confirm(wrong, 'new-password');
      expect([res.statusCode, res.json().message]).toEqual([400, LINK_EXPIRED]);
    }
    await sql`update auth.link_tokens set expires_at = now() - interval '1 second'
               where user_id = (select id from auth.users where email = ${email})`.execute(t.db);
    const expired = await confirm(token, 'new-password');
    expect([expired.statusCode, expired.json().message]).toEqual([400, LINK_EXPIRED]);
    expect((await login(email, 'expiry-password', '10.6.0.2')).statusCode).toBe(200);
  });

  it('holds the new password to the sign-up rules', async () => {
    const owner = await account('rules@reset.test');
    await askReset(owner.email, '10.7.0.1');
    const token = await latestToken(t.db, owner.email, 'reset-password');
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ password: 'Password must be at least 8 characters' });
    // A refused password leaves the link usable.
    expect((await confirm(token, 'long-enough-now')).statusCode).toBe(200);
  });
});
