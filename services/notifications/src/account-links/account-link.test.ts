import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountLinkPurpose } from '@inkbook/contracts/auth';
import { useService } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsService } from '../testing/factories';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { validityOf } from './account-link.content';

// Auth's account links, from the event to a real SMTP server: one email per link, to the account's address, with
// the absolute link in both parts; a redelivered event sends nothing more.

const PUBLIC_URL = 'https://inkbook.example';
const env: Record<string, string> = { PUBLIC_URL };
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
const t = useService(notificationsService, { env });
afterAll(() => sink?.close());

const HOUR = 3_600_000;
const receivedBy = (to: string) => sink.received.filter((m) => m.to && 'text' in m.to && m.to.text === to);
const messagesTo = (to: string) =>
  t.db.selectFrom('mail_messages').selectAll().where('to', '=', to).execute();

/** Auth issuing a link of `purpose` to a new address, valid for `lifetime` ms. */
function issue(purpose: AccountLinkPurpose, lifetime: number, eventId?: string) {
  const email = `${purpose}.${randomUUID().slice(0, 8)}@users.test`;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + lifetime).toISOString();
  return t.publish(
    'auth.account-link.issued',
    { userId: randomUUID(), email, purpose, token, expiresAt },
    eventId,
  );
}

const cases: {
  purpose: AccountLinkPurpose;
  lifetime: number;
  subject: string;
  path: string;
  says: string[];
}[] = [
  {
    purpose: 'verify-email',
    lifetime: 7 * 24 * HOUR,
    subject: 'Confirm your email',
    path: '/verify-email',
    says: ['The link works for 7 days.', 'Confirm my email'],
  },
  {
    purpose: 'reset-password',
    lifetime: HOUR,
    subject: 'Set a new password',
    path: '/reset-password',
    says: ['The link works once, for 1 hour.', 'If you did not ask for this, you can ignore this email'],
  },
  {
    purpose: 'take-over',
    lifetime: 24 * HOUR,
    subject: 'Someone used your email on Inkbook',
    path: '/reset-password',
    says: [
      'Someone just used this email address on Inkbook',
      'If it was you, set a password to take the account. The link works once, for 24 hours',
      'If it was not you, you can ignore this email.',
    ],
  },
];

describe('account links', () => {
  it.each(cases)('$purpose: one email to the account with the absolute link in both parts', async (c) => {
    const { data } = await issue(c.purpose, c.lifetime);
    const link = `${PUBLIC_URL}${c.path}?token=${data.token}`;
    await expect.poll(() => receivedBy(data.email).length, { timeout: 10_000 }).toBe(1);

    const [message] = receivedBy(data.email);
    expect(message?.subject).toBe(c.subject);
    expect(message?.text).toContain(link);
    for (const line of c.says) expect(message?.text).toContain(line);
    const hrefs = [...String(message?.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toContain(link);
    // An account email: always sent, so no unsubscribe header nor link, and no bell item.
    expect(message?.headers.has('list-unsubscribe')).toBe(false);
    expect(message?.text).toContain('it concerns your Inkbook account, so it is always sent');
    // The row is marked sent just after the server accepted the message: a moment after the sink has it.
    await expect
      .poll(async () => (await messagesTo(data.email))[0]?.status, { timeout: 10_000 })
      .toBe('sent');
    const [row] = await messagesTo(data.email);
    expect(row).toMatchObject({ category: null, notification_id: null, status: 'sent' });
    expect(await t.db.selectFrom('notifications').where('email', '=', data.email).execute()).toEqual([]);
  });

  it('a redelivered event sends nothing more', async () => {
    const event = await issue('reset-password', HOUR);
    await expect.poll(() => receivedBy(event.data.email).length, { timeout: 10_000 }).toBe(1);

    await t.publish('auth.account-link.issued', event.data, event.id);
    expect(await messagesTo(event.data.email)).toHaveLength(1);
    // Had a second email been queued, the worker would have delivered it by the time a new one arrives.
    const next = await issue('verify-email', HOUR);
    await expect.poll(() => receivedBy(next.data.email).length, { timeout: 10_000 }).toBe(1);
    expect(receivedBy(event.data.email)).toHaveLength(1);
  });

  it('a link that expired before it reached us is not mailed', async () => {
    const { data } = await issue('reset-password', -1_000);
    expect(await messagesTo(data.email)).toEqual([]);
  });
});

describe('validityOf', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it.each([
    [HOUR - 40, '1 hour'],
    [24 * HOUR, '24 hours'],
    [7 * 24 * HOUR - 5_000, '7 days'],
    [10 * 60_000, '10 minutes'],
    [20_000, '1 minute'],
  ])('%i ms left reads "%s"', (left, wording) => {
    expect(validityOf(at(left), now)).toBe(wording);
  });
});
