import type { Role } from '@inkbook/contracts/identity';
import { sessionUser, useService } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsService } from '../testing/factories';
import { queuedMail, sampleContent } from '../testing/queued-mail';

// No SMTP_URL: the embedded mailbox is where mail goes, and it keeps every message whole.
const env = { PUBLIC_URL: 'http://localhost:8080' };
const t = useService(notificationsService, { env });
const admin = sessionUser('admin');
const ics = {
  filename: 'inkbook-booking.ics',
  contentType: 'text/calendar; method=PUBLISH',
  content: 'BEGIN:VCALENDAR',
};
let mail: Awaited<ReturnType<typeof queuedMail>>;
const ids: string[] = [];
beforeAll(async () => {
  mail = await queuedMail(t.databaseUrl, t.db, env);
  for (const to of ['first@example.com', 'second@example.com', 'third@example.com'])
    ids.push(await mail.queue({ to, content: { ...sampleContent(`To ${to}`), attachments: [ics] } }));
});
afterAll(() => mail?.close());

const get = (url: string, user: ReturnType<typeof sessionUser> | null = admin) =>
  t.inject({ method: 'GET', url }, user);
const allSent = async () => {
  const answer = await get('/api/notifications/mailbox?status=sent');
  return answer.json().messages.length;
};

describe('the embedded mailbox', () => {
  it('delivers into the mailbox and keeps each message whole, its attachments too, as the recipient would see it', async () => {
    await expect.poll(allSent, { timeout: 10_000 }).toBe(3);
    const answer = await get(`/api/notifications/mailbox/${ids[0]}`);
    expect(answer.statusCode).toBe(200);
    const message = answer.json();
    expect(message).toMatchObject({
      id: ids[0],
      to: 'first@example.com',
      from: 'Inkbook <hello@inkbook.local>',
      subject: 'To first@example.com',
      category: 'inquiries',
      status: 'sent',
      attempts: 1,
      lastError: null,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      attachments: [{ filename: ics.filename, contentType: ics.contentType }],
    });
    // The file itself is kept with the message (the route names it only).
    const row = await t.db
      .selectFrom('mail_messages')
      .select('attachments')
      .where('id', '=', ids[0]!)
      .executeTakeFirst();
    expect(row?.attachments).toEqual([ics]);
    expect(message.html).toContain('href="http://localhost:8080/dashboard?inquiry=1"');
    expect(message.text).toContain('Open the inquiry http://localhost:8080/dashboard?inquiry=1');
    expect(message.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:8080\/api\/notifications\/unsubscribe\/one-click\?token=.+>$/,
    );
  });

  it('lists newest first, page by page, and by status', async () => {
    const first = await get('/api/notifications/mailbox?limit=2');
    expect(first.json()).toMatchObject({ delivery: 'embedded' });
    expect(first.json().messages.map((m: { to: string }) => m.to)).toEqual([
      'third@example.com',
      'second@example.com',
    ]);
    const second = await get(`/api/notifications/mailbox?limit=2&before=${first.json().nextCursor}`);
    expect(second.json().messages.map((m: { to: string }) => m.to)).toEqual(['first@example.com']);
    expect(second.json().nextCursor).toBeNull();
    expect((await get('/api/notifications/mailbox?status=failed')).json().messages).toEqual([]);
  });

  it('answers bad input with 400 or 404, never 500', async () => {
    expect((await get('/api/notifications/mailbox?status=bounced')).statusCode).toBe(400);
    expect((await get('/api/notifications/mailbox?before=not-a-cursor')).statusCode).toBe(400);
    expect((await get('/api/notifications/mailbox?limit=0')).statusCode).toBe(400);
    expect((await get('/api/notifications/mailbox/not-a-uuid')).statusCode).toBe(404);
    expect((await get('/api/notifications/mailbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});

describe('who may read the mailbox', () => {
  const routes = [
    ['GET /api/notifications/mailbox', () => '/api/notifications/mailbox'],
    ['GET /api/notifications/mailbox/:id', () => `/api/notifications/mailbox/${ids[0]}`],
  ] as const;
  const callers: [string, Role | null, number][] = [
    ['anonymous', null, 401],
    ['client', 'client', 403],
    ['artist', 'artist', 403],
    ['studio', 'studio', 403],
    ['artist-studio', 'artist-studio', 403],
    ['admin', 'admin', 200],
  ];
  for (const [route, url] of routes) {
    it.each(callers)(`${route} as %s answers %i`, async (_name, role, status) => {
      const answer = await get(url(), role ? sessionUser(role) : null);
      expect(answer.statusCode).toBe(status);
    });
  }
});
