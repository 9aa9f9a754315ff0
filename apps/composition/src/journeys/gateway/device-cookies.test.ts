import { deviceCookieKey, signDeviceCookie } from '@inkbook/auth/device-cookie';
import { signedHeaders, TEST_SECRET } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, sessionCookie, startStack, testAdmin } from '../../testing/stack';

// Strangers cannot lock a person out (issue 29 item 2, OWASP's device cookies): a browser that signed in to an
// account before carries a signed device cookie, and failures made without it never block a sign-in presenting
// it. The finding: ten addresses × 5 wrong passwords locked the right password out for 15 minutes everywhere.
// Here the limits are low (two addresses × two wrong passwords lock an account) to keep it quick.
const WINDOW_SECONDS = 900;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '2',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '4',
    LOGIN_MAX_FAILURES_PER_DEVICE: '3',
    LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
});
afterAll(() => stack?.close());

type Who = { email: string; password: string };
let accounts = 0;
/** A new artist login, made the way catalog makes one (auth's internal account API). */
async function newArtist(): Promise<Who> {
  const who = { email: `artist${++accounts}@device.test`, password: 'artist-password' };
  const res = await stack.services.auth.inject({
    method: 'POST',
    url: '/internal/accounts',
    headers: signedHeaders(null),
    payload: { ...who, role: 'artist' },
  });
  expect(res.statusCode).toBe(201);
  return who;
}

const login = (who: Who, remoteAddress: string, cookie?: string) =>
  stack.gateway.inject({
    method: 'POST',
    url: '/api/login',
    payload: who,
    remoteAddress,
    ...(cookie && { headers: { cookie } }),
  });

/** The device cookie (name=value) a sign-in answer set, after checking how the browser is told to keep it. */
function deviceCookieOf(setCookie: string | string[] | undefined) {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith('inkbook_device='));
  expect(line).toBeDefined();
  const attributes = line!.split('; ').slice(1);
  expect(attributes).toEqual(
    expect.arrayContaining(['Max-Age=31536000', 'Path=/api/login', 'HttpOnly', 'SameSite=Lax']),
  );
  return line!.split(';')[0]!;
}

/** Two stranger addresses guess twice each: the account's cookieless sign-ins are locked for the window. */
async function lockOut(email: string) {
  for (const address of ['203.0.113.1', '203.0.113.2'])
    for (let i = 0; i < 2; i++)
      expect((await login({ email, password: 'not-the-password' }, address)).statusCode).toBe(401);
}

function expectLockedOut(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe('device cookies through the gateway', () => {
  it.each([
    ['an artist', newArtist],
    ['the admin', async () => testAdmin],
  ])('let %s sign in from a browser used before while strangers have the account locked', async (_, make) => {
    const who = await make();
    const first = await login(who, '198.51.100.1');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first.headers['set-cookie']);
    const session = sessionCookie(first.headers['set-cookie']);

    await lockOut(who.email);
    // A browser that never signed in here is refused, at any address, with how long to wait.
    expectLockedOut(await login(who, '198.51.100.2'));
    // The owner's browser gets in, from its old address or a new one, and is given a fresh device cookie.
    const again = await login(who, '198.51.100.3', device);
    expect(again.statusCode).toBe(200);
    expect(deviceCookieOf(again.headers['set-cookie'])).not.toBe(device);
    // The session from before the lockout kept working throughout.
    const me = await stack.gateway.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: session },
    });
    expect(me.json()).toMatchObject({ email: who.email });
  });

  it('counts an expired, forged, altered or other account’s device cookie as none', async () => {
    const owner = await newArtist();
    const other = await newArtist();
    const otherDevice = deviceCookieOf((await login(other, '198.51.100.10')).headers['set-cookie']);
    const ownDevice = deviceCookieOf((await login(owner, '198.51.100.10')).headers['set-cookie']);
    await lockOut(owner.email);

    const yearAndADayAgo = Date.now() - 366 * 24 * 3600 * 1000;
    const key = deviceCookieKey(TEST_SECRET);
    const expired = `inkbook_device=${signDeviceCookie(key, owner.email, yearAndADayAgo)}`;
    const forged = `inkbook_device=${signDeviceCookie(deviceCookieKey('a-secret-the-server-never-had'), owner.email)}`;
    // Another first character of the nonce: six bits of it, so the signature no longer matches.
    const [name, value = ''] = ownDevice.split('=');
    const altered = `${name}=${value.startsWith('A') ? 'B' : 'A'}${value.slice(1)}`;
    for (const cookie of [expired, forged, altered, otherDevice])
      expectLockedOut(await login(owner, '198.51.100.11', cookie));
    expect((await login(owner, '198.51.100.11', ownDevice)).statusCode).toBe(200);
  });

  it('locks out a device cookie after its own failures, and only that cookie', async () => {
    const who = await newArtist();
    const device = deviceCookieOf((await login(who, '198.51.100.20')).headers['set-cookie']);
    const wrong = { email: who.email, password: 'not-the-password' };
    for (let i = 0; i < 3; i++) expect((await login(wrong, '198.51.100.20', device)).statusCode).toBe(401);
    expectLockedOut(await login(who, '198.51.100.20', device));
    // Its failures were not counted against the account: a browser without the cookie still signs in.
    expect((await login(who, '198.51.100.21')).statusCode).toBe(200);
  });
});
