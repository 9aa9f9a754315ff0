import { randomUUID } from 'node:crypto';
import { useService } from '@inkbook/service-kit/testing';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPaths } from '../notifications/app-paths';
import { notificationsService } from '../testing/factories';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';

// The whole path with the real modules: an event, Notify, the mailer, delivery to a real SMTP server, and the
// email's own RFC 8058 header used as a mail client would use it.
const env: Record<string, string> = { PUBLIC_URL: 'https://inkbook.example' };
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
const t = useService(notificationsService, { env });
afterAll(() => sink?.close());

const ARTIST = 'artist@example.com';
const receivedBy = (to: string) =>
  sink.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);
const rawHeader = (message: ParsedMail | undefined, name: string) =>
  message?.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
const queuedFor = async (to: string) =>
  (await t.db.selectFrom('mail_messages').select('id').where('to', '=', to).execute()).length;

describe('an event by email, and its one-click unsubscribe', () => {
  it('reaches the artist over SMTP; the header’s one-click POST stops the next email, the bell still gets it', async () => {
    // The sample artist's account (artist@example.com), then an inquiry to that artist.
    const account = await t.publish('auth.user.created');
    const first = await t.publish('inquiries.inquiry.created', {
      id: randomUUID(),
      email: 'one@example.com',
    });
    await expect.poll(() => receivedBy(ARTIST).length, { timeout: 10_000 }).toBe(1);

    const [message] = receivedBy(ARTIST);
    expect(String(message?.html)).toContain(
      `href="https://inkbook.example${appPaths.artistInquiry(first.data.id).replaceAll('&', '&amp;')}"`,
    );
    expect(rawHeader(message, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = rawHeader(message, 'list-unsubscribe') ?? '';
    const url = new URL(header.replace(/^<|>$/g, ''));
    expect(url.origin).toBe('https://inkbook.example');

    // What a mail client sends (RFC 8058 §3.2): no session, no cookie, just the header's URL and this body.
    const unsubscribed = await t.inject(
      {
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      },
      null,
    );
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toMatchObject({ category: 'inquiries' });

    const second = await t.publish('inquiries.inquiry.created', {
      id: randomUUID(),
      email: 'two@example.com',
    });
    expect(await queuedFor(ARTIST)).toBe(1);
    expect(await queuedFor('two@example.com')).toBe(1);
    const bell = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('key', '=', second.id)
      .where('email', '=', ARTIST)
      .execute();
    expect(bell).toEqual([{ user_id: account.data.id }]);
  });
});
