import { LINK_EXPIRED, PASSWORD_RESET_SENT } from '@inkbook/contracts/auth';
import { artistInquiryBody } from '@inkbook/inquiries/testing';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, type ReceivedEmail, rawHeader, useNotificationJourney } from './notifications-stack';

// Auth's single-use links, mailed by notifications, used through the gateway: 'Forgot password?' answers the same
// whether or not the account exists, its link sets a new password once and ends every session; a new account's
// verification link confirms its address.

// Open event streams ask after their session often here, so one a reset ended is seen to end within the test.
const ctx = useNotificationJourney({ EVENT_STREAM_SESSION_CHECK_MS: '100' });

/**
 * Opens /api/events as `cookie` over real HTTP (a stream does not fit inject) and resolves `ended` when the gateway
 * ends it; `close` lets go of it.
 */
async function openEventStream(cookie: string) {
  const gateway = ctx.stack.gateway;
  if (!gateway.server.listening) await gateway.listen({ host: '127.0.0.1', port: 0 });
  const address = gateway.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body?.getReader();
  const ended = (async () => {
    while (reader && !(await reader.read()).done);
    return 'ended';
  })().catch(() => 'aborted');
  return { ended, close: () => controller.abort() };
}

/** The token of the email's link to `page` (an absolute URL under PUBLIC_URL, in the plain-text part). */
function tokenOf(message: ReceivedEmail, page: '/reset-password' | '/verify-email') {
  const url = message.text?.match(new RegExp(`${PUBLIC_URL}${page}\\?token=[\\w%.-]+`))?.[0];
  if (!url) throw new Error(`no ${page} link in ${message.text}`);
  expect(String(message.html)).toContain(`href="${url}"`);
  // An account email belongs to no category: nobody can unsubscribe from it.
  expect(rawHeader(message, 'list-unsubscribe')).toBeUndefined();
  return new URL(url).searchParams.get('token') ?? '';
}

const me = (cookie?: string) => ctx.send('GET', '/api/auth/me', cookie ? { cookie } : {});

/** A client account, as an inquiry with a password makes one: its address and session cookie. */
async function newClient(password: string) {
  const { artist } = await ctx.inquiries.recipientArtist();
  const { body } = await ctx.claims.inquiryTo(artist.id, { password });
  return { email: body.email, cookie: await ctx.signIn(body.email, password) };
}

describe('forgot password', () => {
  it('answers alike for an unknown address; the link sets a new password once and ends every session', async () => {
    const client = await newClient('old-password-1');
    const otherDevice = await ctx.signIn(client.email, 'old-password-1');
    // A page left open on that other device, reading the account's live notifications.
    const stream = await openEventStream(otherDevice);
    const unknown = `nobody.${Date.now()}@clients.test`;

    const asked = await ctx.send('POST', '/api/auth/password-reset', { payload: { email: client.email } });
    const stranger = await ctx.send('POST', '/api/auth/password-reset', { payload: { email: unknown } });
    expect([asked.statusCode, stranger.statusCode]).toEqual([202, 202]);
    expect(asked.json()).toEqual({ message: PASSWORD_RESET_SENT });
    expect(stranger.body).toBe(asked.body);

    const token = tokenOf(await ctx.mailTo(client.email, 'Set a new password'), '/reset-password');
    const confirm = () =>
      ctx.send('POST', '/api/auth/password-reset/confirm', {
        payload: { token, password: 'new-password-2' },
      });
    const set = await confirm();
    expect(set.statusCode, set.body).toBe(200);
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(LINK_EXPIRED);

    for (const cookie of [client.cookie, otherDevice]) expect((await me(cookie)).statusCode).toBe(401);
    // Its event stream ends with the session, soon after the reset.
    const gaveUp = new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000));
    const outcome = await Promise.race([stream.ended, gaveUp]);
    stream.close();
    expect(outcome).toBe('ended');
    const old = await ctx.send('POST', '/api/login', {
      payload: { email: client.email, password: 'old-password-1' },
    });
    expect(old.statusCode).toBe(401);
    expect((await me(await ctx.signIn(client.email, 'new-password-2'))).json()).toMatchObject({
      email: client.email,
    });
    // Nothing was ever queued for the address without an account.
    expect(await ctx.loggedFor(unknown)).toEqual([]);
  });
});

describe('email verification', () => {
  it("a new account's link sets emailVerified on /api/auth/me", async () => {
    const client = await newClient('client-password');
    expect((await me(client.cookie)).json()).toMatchObject({ emailVerified: false });

    const token = tokenOf(await ctx.mailTo(client.email, 'Confirm your email'), '/verify-email');
    const verified = await ctx.send('POST', '/api/auth/verify-email', { payload: { token } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await me(client.cookie)).json()).toMatchObject({ emailVerified: true });
  });
});

describe('an address someone else named', () => {
  it("an inquiry naming an unverified account's email is refused, and the owner gets a link to take the account", async () => {
    // Someone made an account with an address that is not theirs, and never verified it.
    const made = await newClient('strangers-password');
    const { artist } = await ctx.inquiries.recipientArtist();
    const named = await ctx.send('POST', '/api/inquiries', {
      payload: artistInquiryBody(artist.id, { email: made.email, password: 'owners-password' }),
    });
    expect(named.statusCode).toBe(409);

    const token = tokenOf(
      await ctx.mailTo(made.email, 'Someone used your email on Inkbook'),
      '/reset-password',
    );
    const taken = await ctx.send('POST', '/api/auth/password-reset/confirm', {
      payload: { token, password: 'owners-password' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await me(made.cookie)).statusCode).toBe(401);
    expect((await me(await ctx.signIn(made.email, 'owners-password'))).json()).toMatchObject({
      email: made.email,
      emailVerified: true,
    });
  });
});

describe("'Forgot password?' limits", () => {
  it('answers 429 with Retry-After past the requests one email may make, through the gateway', async () => {
    const email = `flooded.${Date.now()}@clients.test`;
    const ask = () => ctx.send('POST', '/api/auth/password-reset', { payload: { email } });
    // PASSWORD_RESET_MAX_PER_EMAIL: 3 an hour by default.
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(202);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
