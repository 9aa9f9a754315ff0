import { setTimeout as sleep } from 'node:timers/promises';
import { claimsDb } from '@inkbook/claims/testing';
import { inquiriesDb } from '@inkbook/inquiries/testing';
import { type SmtpSink, startSmtpSink } from '@inkbook/notifications/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Stack, signIn, signInAdmin, startStack } from '../../testing/stack';
import { send } from '../catalog/catalog-stack';
import { journeyOf as claimJourneyOf } from '../claims/claims-stack';
import { journeyOf as inquiryJourneyOf } from '../inquiries/inquiries-stack';

// The notifications journeys through the gateway: the whole stack sending its email to a real SMTP server the test
// starts (the notifications service's own sink), every link absolute under PUBLIC_URL. People and what they do
// come from the claims and inquiries journeys' helpers, on this one stack.

export const PUBLIC_URL = 'https://inkbook.test';

/** An email as the sink parsed it. */
export type ReceivedEmail = SmtpSink['received'][number];

/**
 * How long an email may take from the action through events, the outbox and the delivery worker to the sink: the
 * first of a file waits on every consumer's first delivery, on a machine busy with the other test files.
 */
export const MAIL_TIMEOUT_MS = 30_000;

const addressOf = (message: ReceivedEmail) => {
  const to = Array.isArray(message.to) ? message.to[0] : message.to;
  return to?.value[0]?.address?.toLowerCase();
};

/** A header as sent (mailparser reshapes the List-* ones), without its name. */
export const rawHeader = (message: ReceivedEmail, name: string) =>
  message.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

/** The URL of the email's List-Unsubscribe header. */
export const unsubscribeUrl = (message: ReceivedEmail) =>
  new URL((rawHeader(message, 'list-unsubscribe') ?? '').replace(/^<|>$/g, ''));

/**
 * What every email of issue 22's table carries: both parts, `path` as an absolute link in each, and RFC 8058's
 * pair of headers with an absolute one-click URL under PUBLIC_URL.
 */
export function expectTableEmail(message: ReceivedEmail, path: string) {
  const link = `${PUBLIC_URL}${path}`;
  expect(message.text).toContain(link);
  expect(String(message.html)).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  expect(rawHeader(message, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const url = unsubscribeUrl(message);
  expect(url.origin).toBe(PUBLIC_URL);
  expect(url.pathname).toBe('/api/notifications/unsubscribe/one-click');
  expect(url.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+$/);
}

function journeyOf(started: {
  stack: Stack;
  sink: SmtpSink;
  inquiries: ReturnType<typeof inquiriesDb>;
  claims: ReturnType<typeof claimsDb>;
}) {
  const received = (to: string, subject?: string) =>
    started.sink.received.filter(
      (m) => addressOf(m) === to.toLowerCase() && (subject === undefined || m.subject === subject),
    );
  return {
    get stack() {
      return started.stack;
    },
    /** A request through the gateway as a browser holding `cookie` (signed out without one). */
    send: (method: Parameters<typeof send>[1], url: string, options?: Parameters<typeof send>[3]) =>
      send(started.stack, method, url, options),
    signIn: (email: string, password: string) => signIn(started.stack, email, password),
    signInAdmin: () => signInAdmin(started.stack),
    /** The address of the account signed in with `cookie` (GET /api/auth/me). */
    emailOf: async (cookie: string): Promise<string> =>
      (await send(started.stack, 'GET', '/api/auth/me', { cookie })).json().email,
    /** What reached the sink for `to` so far (with `subject`, when given). */
    received,
    /** Every email that reached the sink so far. */
    allReceived: () => [...started.sink.received],
    /**
     * The subjects of every email queued for `to`, sent or not, from the admins' mail log (the latest 100): what
     * was never queued can be told at once, without waiting to see that nothing arrives.
     */
    async loggedFor(to: string): Promise<string[]> {
      const res = await send(started.stack, 'GET', '/api/notifications/mailbox?limit=100', {
        cookie: await signInAdmin(started.stack),
      });
      if (res.statusCode !== 200) throw new Error(`mailbox: ${res.statusCode} ${res.body}`);
      return res
        .json()
        .messages.filter((m: { to: string }) => m.to === to.toLowerCase())
        .map((m: { subject: string }) => m.subject);
    },
    /** The first email to `to` (with `subject`, when given), once it reached the sink. */
    async mailTo(to: string, subject?: string) {
      // Polled by hand rather than with expect.poll: a file's story waits on emails before its tests too.
      for (const started = Date.now(); Date.now() - started < MAIL_TIMEOUT_MS; ) {
        const [message] = received(to, subject);
        if (message) return message;
        await sleep(50);
      }
      throw new Error(`no email to ${to}: ${subject ?? 'any'}`);
    },
    /** Recipients, inquiries and their clients (the inquiries journeys' helpers). */
    inquiries: inquiryJourneyOf({
      get stack() {
        return started.stack;
      },
      get db() {
        return started.inquiries;
      },
    }),
    /** Both sides of claims (the claims journeys' helpers). */
    claims: claimJourneyOf({
      get stack() {
        return started.stack;
      },
      get db() {
        return started.claims;
      },
    }),
  };
}
export type NotificationJourney = ReturnType<typeof journeyOf>;

/**
 * Starts an SMTP sink and the stack sending to it before a test file's tests, closes both after them; `env` wins
 * (the nudge's delay, say).
 */
export function useNotificationJourney(env: Record<string, string> = {}): NotificationJourney {
  const started = {} as Parameters<typeof journeyOf>[0];
  beforeAll(async () => {
    started.sink = await startSmtpSink();
    started.stack = await startStack({
      SESSION_CACHE_MS: '0',
      INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000',
      PUBLIC_URL,
      SMTP_URL: started.sink.url,
      MAIL_RETRY_DELAY_SECONDS: '0.5',
      ...env,
    });
    started.inquiries = inquiriesDb(started.stack.databaseUrl);
    started.claims = claimsDb(started.stack.databaseUrl);
  }, 60_000);
  afterAll(async () => {
    await started.inquiries?.destroy();
    await started.claims?.destroy();
    await started.stack?.close();
    await started.sink?.close();
  });
  return journeyOf(started);
}
