import { sessionUser, useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsService } from '../testing/factories';
import { queuedMail } from '../testing/queued-mail';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { messageIdOf } from './smtp-sender';

const admin = sessionUser('admin');
const env: Record<string, string> = {
  PUBLIC_URL: 'https://inkbook.example',
  MAIL_FROM: 'Inkbook <hello@inkbook.example>',
  // Retries a third of a second apart (then doubling) instead of 20 s: the behaviour, not the wait, is under test.
  MAIL_RETRY_DELAY_SECONDS: '0.3',
  MAIL_MAX_ATTEMPTS: '4',
};
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
const t = useService(notificationsService, { env });
let mail: Awaited<ReturnType<typeof queuedMail>>;
beforeAll(async () => {
  mail = await queuedMail(t.databaseUrl, t.db, env);
});
afterAll(async () => {
  await mail?.close();
  await sink?.close();
});

const row = (id: string) =>
  t.db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const statusOf = async (id: string) => (await row(id)).status;
/** A header as it was sent (mailparser turns List-* headers into objects). */
const rawHeader = (message: ParsedMail | undefined, name: string) =>
  message?.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
const receivedBy = (to: string) => sink.received.filter((m) => m.to && 'text' in m.to && m.to.text === to);

describe('delivery over SMTP', () => {
  it('sends the HTML and text parts with absolute links, the sender and RFC 8058 headers, then keeps only metadata', async () => {
    const id = await mail.queue({ to: 'artist@example.com' });
    await expect.poll(() => statusOf(id), { timeout: 10_000 }).toBe('sent');

    const [message] = receivedBy('artist@example.com');
    expect(message?.from?.value).toEqual([{ name: 'Inkbook', address: 'hello@inkbook.example' }]);
    expect(message?.subject).toBe('Sam sent you an inquiry');
    const unsubscribe = rawHeader(message, 'list-unsubscribe');
    expect(unsubscribe).toMatch(
      /^<https:\/\/inkbook\.example\/api\/notifications\/unsubscribe\/one-click\?token=[\w%.-]+>$/,
    );
    expect(rawHeader(message, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Both parts, every link absolute under PUBLIC_URL, the footer saying why and where to change it.
    expect(message?.text).toContain('Open the inquiry https://inkbook.example/dashboard?inquiry=1');
    expect(message?.text).toContain('Budget: $200–$400');
    expect(message?.text).toContain('You get this email because you sent or received a tattoo inquiry');
    expect(message?.text).toContain('https://inkbook.example/settings/notifications');
    const html = String(message?.html);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toContain('https://inkbook.example/dashboard?inquiry=1');
    expect(hrefs).toContain('https://inkbook.example/dashboard');
    expect(hrefs).toContain('https://inkbook.example/settings/notifications');
    expect(hrefs.some((href) => href?.startsWith('https://inkbook.example/unsubscribe?token='))).toBe(true);
    expect(hrefs.every((href) => href?.startsWith('https://inkbook.example/'))).toBe(true);
    expect(html).not.toContain('<img');

    const stored = await row(id);
    expect(stored).toMatchObject({ html: null, text: null, attempts: 1, last_error: null });
    expect(stored.sent_at).not.toBeNull();
  });

  it('sends account emails (no category) without unsubscribe headers or link', async () => {
    const id = await mail.queue({ to: 'new-account@example.com', category: null });
    await expect.poll(() => statusOf(id), { timeout: 10_000 }).toBe('sent');
    const [message] = receivedBy('new-account@example.com');
    expect(rawHeader(message, 'list-unsubscribe')).toBeUndefined();
    expect(rawHeader(message, 'list-unsubscribe-post')).toBeUndefined();
    expect(message?.text).toContain('it concerns your Inkbook account');
    expect(message?.text).not.toContain('/unsubscribe');
  });

  it('retries while the server defers (4xx), then delivers exactly once', async () => {
    await sink.setMode('defer');
    const id = await mail.queue({ to: 'deferred@example.com' });
    await expect.poll(async () => (await row(id)).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await row(id)).toMatchObject({ status: 'queued', last_error: expect.stringContaining('451') });
    await sink.setMode('accept');
    await expect.poll(() => statusOf(id), { timeout: 15_000 }).toBe('sent');
    // No try after the accepted one: a second copy would have arrived by the next retry's time.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receivedBy('deferred@example.com')).toHaveLength(1);
  });

  it('retries while the server is down, then delivers exactly once', async () => {
    await sink.setMode('down');
    const id = await mail.queue({ to: 'down@example.com' });
    await expect.poll(async () => (await row(id)).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await statusOf(id)).toBe('queued');
    await sink.setMode('accept');
    await expect.poll(() => statusOf(id), { timeout: 15_000 }).toBe('sent');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receivedBy('down@example.com')).toHaveLength(1);
    // Every try carries the stored email's own Message-ID, so a receiver (and the chaos audit) knows a resend.
    expect(receivedBy('down@example.com')[0]?.messageId).toBe(messageIdOf({ id }));
  });

  it('writes down an email the server took after the database ended its connection, and never sends it again', async () => {
    const to = 'lost-commit@example.com';
    // The delivery holds its row in a transaction while it waits for this 250: the database ends that connection
    // now, so the transaction can no longer say the email went (as a Postgres restart does; npm run chaos).
    sink.onAccepted = async (recipients) => {
      if (!recipients.includes(to)) return;
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and state = 'idle in transaction' and query ilike '%mail_messages%'`.execute(
        t.db,
      );
    };
    try {
      const id = await mail.queue({ to });
      await expect.poll(() => statusOf(id), { timeout: 15_000 }).toBe('sent');
      // Its job ends at its first try: a retry (5 s later by the job's policy) would send it a second time.
      const job = () =>
        sql<{ state: string; retry_count: number }>`select state, retry_count from notifications_jobs.job
          where data->>'messageId' = ${id}`
          .execute(t.db)
          .then((r) => r.rows[0]);
      await expect.poll(job, { timeout: 10_000 }).toEqual({ state: 'completed', retry_count: 0 });
      expect(receivedBy(to)).toHaveLength(1);
      expect(await row(id)).toMatchObject({ attempts: 1, last_error: null });
    } finally {
      sink.onAccepted = undefined;
    }
  });

  it('fails a message at once on a 5xx for its recipient, and the mailbox log shows why', async () => {
    sink.rejected.add('nobody@example.com');
    const id = await mail.queue({ to: 'nobody@example.com' });
    await expect.poll(() => statusOf(id), { timeout: 10_000 }).toBe('failed');
    expect(await row(id)).toMatchObject({ attempts: 1, last_error: expect.stringContaining('550') });

    const log = await t.inject({ method: 'GET', url: '/api/notifications/mailbox?status=failed' }, admin);
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({
      delivery: 'smtp',
      messages: [{ id, to: 'nobody@example.com', status: 'failed', attempts: 1 }],
    });
    expect(log.json().messages[0].lastError).toContain('No such user here');
  });

  it('gives up after MAIL_MAX_ATTEMPTS tries and marks the message failed', async () => {
    await sink.setMode('defer');
    const id = await mail.queue({ to: 'always-deferred@example.com' });
    // 0.3 + 0.6 + 1.2 s of waits between four tries.
    await expect.poll(() => statusOf(id), { timeout: 15_000, interval: 250 }).toBe('failed');
    expect(await row(id)).toMatchObject({ attempts: 4, last_error: expect.stringContaining('451') });
    await sink.setMode('accept');
  });

  it('loses nothing to a restart: mail queued before the service stopped is delivered by the next one', async () => {
    await sink.setMode('down');
    const id = await mail.queue({ to: 'restart@example.com' });
    await expect.poll(async () => (await row(id)).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await t.app.close();
    await sink.setMode('accept');
    expect(await statusOf(id)).toBe('queued');

    const next = await t.boot();
    try {
      await expect.poll(() => statusOf(id), { timeout: 15_000 }).toBe('sent');
      expect(receivedBy('restart@example.com')).toHaveLength(1);
    } finally {
      await next.close();
    }
  });
});
