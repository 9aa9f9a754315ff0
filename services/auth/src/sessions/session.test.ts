import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { authService } from '../testing/auth-service';

// Sign-in limits (DESIGN §3: no lockout weapon), session lengths by role and the cookie's name, on auth alone.
const admin = { email: 'admin@sessions.test', password: 'sessions-admin-password' };
const artist = { email: 'artist@sessions.test', password: 'artist-password' };
const target = { email: 'target@sessions.test', password: 'target-password' };

const t = useService(authService, {
  env: {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    COOKIE_SECURE: 'true',
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '3',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '6',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
  },
});
beforeAll(async () => {
  for (const who of [artist, target])
    await t.inject({ method: 'POST', url: '/internal/accounts', payload: { ...who, role: 'artist' } });
});

const login = (who: { email: string; password: string }, ip: string) =>
  t.inject({ method: 'POST', url: '/api/login', payload: who }, null, ip);
const wrong = (email: string) => ({ email, password: 'not-the-password' });

describe('sign-in limits', () => {
  it('blocks one address guessing one account, while the owner still signs in from another address', async () => {
    for (let i = 0; i < 3; i++) expect((await login(wrong(admin.email), '10.1.0.1')).statusCode).toBe(401);
    const guesser = await login(admin, '10.1.0.1');
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    // 15 minutes, the default window, less what has passed since the first failure.
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(guesser.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await login(admin, '10.1.0.2')).statusCode).toBe(200);
  });

  it('blocks a guess spread over many addresses at the looser per-account limit', async () => {
    for (let i = 0; i < 6; i++)
      expect((await login(wrong(target.email), `10.2.0.${i}`)).statusCode).toBe(401);
    expect((await login(target, '10.2.0.99')).statusCode).toBe(429);
  });

  it('blocks one address spraying many accounts at the per-address limit', async () => {
    for (let i = 0; i < 8; i++)
      expect((await login(wrong(`nobody${i}@sessions.test`), '10.3.0.1')).statusCode).toBe(401);
    expect((await login(wrong('someone@sessions.test'), '10.3.0.1')).statusCode).toBe(429);
    expect((await login(wrong('someone@sessions.test'), '10.3.0.2')).statusCode).toBe(401);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const unknown = await login(wrong('ghost@sessions.test'), '10.4.0.1');
    const known = await login(wrong(admin.email), '10.4.0.2');
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
  });
});

describe('sessions', () => {
  const expiry = async (setCookie: string | string[] | undefined) => {
    const token = /__Host-inkbook_session=([^;]+)/.exec(String(setCookie))?.[1];
    expect(token).toBeTruthy();
    const { rows } = await sql<{ idle: string; absolute: string }>`
      select extract(epoch from idle_expires_at - created_at) as idle,
             extract(epoch from expires_at - created_at) as absolute
        from auth.sessions order by created_at desc limit 1`.execute(t.db);
    return { idle: Number(rows[0]?.idle), absolute: Number(rows[0]?.absolute) };
  };

  it('keeps admin sessions short (idle 30 min, absolute 12 h) and others long (7 days, 30 days)', async () => {
    const adminLogin = await login(admin, '10.5.0.1');
    expect(adminLogin.statusCode).toBe(200);
    const a = await expiry(adminLogin.headers['set-cookie']);
    expect(a.idle).toBeCloseTo(30 * 60, -1);
    expect(a.absolute).toBeCloseTo(12 * 3600, -1);
    expect(String(adminLogin.headers['set-cookie'])).toMatch(/Max-Age=43200/);

    const artistLogin = await login(artist, '10.5.0.2');
    expect(artistLogin.statusCode).toBe(200);
    const b = await expiry(artistLogin.headers['set-cookie']);
    expect(b.idle).toBeCloseTo(7 * 24 * 3600, -1);
    expect(b.absolute).toBeCloseTo(30 * 24 * 3600, -1);
  });

  it('counts a lookup as activity unless it says touch: false (an open event stream asking after its session)', async () => {
    const res = await login(artist, '10.5.0.3');
    const token = /__Host-inkbook_session=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
    // Last seen two minutes ago, idling out in a minute: a lookup that counts would push that back.
    const idleAt = async () =>
      Number(
        (
          await sql<{ at: string }>`select extract(epoch from idle_expires_at) as at from auth.sessions
            order by created_at desc limit 1`.execute(t.db)
        ).rows[0]?.at,
      );
    await sql`update auth.sessions set last_seen_at = now() - interval '2 minutes',
      idle_expires_at = now() + interval '1 minute'
      where created_at = (select max(created_at) from auth.sessions)`.execute(t.db);
    const before = await idleAt();
    const resolve = (touch?: boolean) =>
      t.inject({ method: 'POST', url: '/internal/sessions/resolve', payload: { token, touch } });

    const checked = await resolve(false);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(await idleAt()).toBe(before);
    expect((await resolve()).statusCode).toBe(200);
    expect(await idleAt()).toBeGreaterThan(before + 24 * 3600);
  });

  it('names the Secure cookie with the __Host- prefix (Path=/, no Domain) and reads it back', async () => {
    const res = await login(admin, '10.6.0.1');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-inkbook_session=[^;]+;.*Path=\/.*HttpOnly.*Secure/);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = /__Host-inkbook_session=([^;]+)/.exec(cookie)?.[1];
    const out = await t.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `__Host-inkbook_session=${token}` },
    });
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-inkbook_session=;/);
    const resolved = await t.inject({
      method: 'POST',
      url: '/internal/sessions/resolve',
      payload: { token },
    });
    expect(resolved.statusCode).toBe(404);
  });

  it("signs in a just-created account once, with sign-in's cookie; never an older one or one with a session", async () => {
    const fresh = { email: 'fresh-client@sessions.test', password: 'client-password', role: 'client' };
    const made = await t.inject({ method: 'POST', url: '/internal/accounts', payload: fresh });
    const start = (userId: string) =>
      t.inject({ method: 'POST', url: '/internal/sessions', payload: { userId } });

    const first = await start(made.json().userId);
    expect(first.statusCode, first.body).toBe(201);
    const { setCookie } = first.json();
    expect(setCookie).toMatch(
      /^__Host-inkbook_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const token = /__Host-inkbook_session=([^;]+)/.exec(setCookie)?.[1];
    const resolved = await t.inject({
      method: 'POST',
      url: '/internal/sessions/resolve',
      payload: { token },
    });
    expect(resolved.json().user.email).toBe(fresh.email);

    // A second call (the same account, already signed in) and an account that signed in long ago are refused.
    expect((await start(made.json().userId)).statusCode).toBe(409);
    await sql`update auth.users set created_at = now() - interval '1 hour' where email = ${artist.email}`.execute(
      t.db,
    );
    const { rows } = await sql<{
      id: string;
    }>`select id from auth.users where email = ${artist.email}`.execute(t.db);
    await sql`delete from auth.sessions where user_id = ${rows[0]?.id}`.execute(t.db);
    expect((await start(String(rows[0]?.id))).statusCode).toBe(409);
  });

  it('answers who holds a session signed in within 10 minutes, whatever its last request; anyone else 401', async () => {
    const res = await login(artist, '10.7.0.1');
    const token = /__Host-inkbook_session=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
    const recent = (payload: { token: string }) =>
      t.inject({ method: 'POST', url: '/internal/sessions/recent', payload });
    const fresh = await recent({ token: String(token) });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().user.email).toBe(artist.email);

    // Used a second ago, but signed in 11 minutes ago: sign in again.
    await sql`update auth.sessions set created_at = now() - interval '11 minutes', last_seen_at = now()
      where created_at = (select max(created_at) from auth.sessions)`.execute(t.db);
    for (const stale of [
      await recent({ token: String(token) }),
      await recent({ token: 'nobody-holds-this' }),
    ]) {
      expect(stale.statusCode).toBe(401);
      expect(stale.json().error.code).toBe('reauthentication_required');
    }
  });
});
