import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, sessionCookie, startStack, testAdmin } from '../../testing/stack';

// Sign-in, the current user and sign-out, through the gateway over real HTTP to the auth service.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ SESSION_CACHE_MS: '0' });
});
afterAll(() => stack?.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  stack.gateway.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers });
const me = (cookie?: string) =>
  stack.gateway.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe('sign-in through the gateway', () => {
  it('signs the seeded admin in with an HttpOnly, SameSite=Lax session cookie and answers me', async () => {
    const res = await login(testAdmin.email, testAdmin.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: testAdmin.email,
      role: 'admin',
      artistId: null,
      studioId: null,
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const current = await me(sessionCookie(res.headers['set-cookie']));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ role: 'admin', email: testAdmin.email });
    expect(current.body).not.toMatch(/password|hash/i);
  });

  it('answers 401 to me when signed out, with the error shape', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'unauthorized' }, message: expect.any(String) });
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const unknown = await login('nobody@stack.test', 'whatever-password');
    const wrong = await login(testAdmin.email, 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('gives per-field messages for a bad login body', async () => {
    const res = await login('not-an-email', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('rotates the session at sign-in and ends it at logout', async () => {
    const first = sessionCookie((await login(testAdmin.email, testAdmin.password)).headers['set-cookie']);
    const second = sessionCookie(
      (await login(testAdmin.email, testAdmin.password, { cookie: first })).headers['set-cookie'],
    );
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);

    const out = await stack.gateway.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: second },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/inkbook_session=;/);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('refuses a session past its absolute or idle expiry', async () => {
    const db = new Kysely<{ 'auth.sessions': { expires_at: string; idle_expires_at: string } }>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: stack.databaseUrl, max: 1 }) }),
    });
    try {
      const absolute = sessionCookie(
        (await login(testAdmin.email, testAdmin.password)).headers['set-cookie'],
      );
      await db.updateTable('auth.sessions').set({ expires_at: sql`now() - interval '1 second'` }).execute();
      expect((await me(absolute)).statusCode).toBe(401);

      const idle = sessionCookie((await login(testAdmin.email, testAdmin.password)).headers['set-cookie']);
      expect((await me(idle)).statusCode).toBe(200);
      await db
        .updateTable('auth.sessions')
        .set({ idle_expires_at: sql`now() - interval '1 second'` })
        .execute();
      expect((await me(idle)).statusCode).toBe(401);
    } finally {
      await db.destroy();
    }
  });
});
