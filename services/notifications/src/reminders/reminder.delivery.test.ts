import { randomUUID } from 'node:crypto';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import { useService } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsService } from '../testing/factories';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';

// One reminder the whole way: bookings' event, the plan, the scheduled job, the run-time check, Notify, the queue,
// and a real SMTP server that parses what arrives. A reminder 0.003 h (10.8 s) before a session 15 s away is due
// in about 4 s.

const env: Record<string, string> = {
  PUBLIC_URL: 'https://inkbook.example',
  REMINDER_OFFSETS_HOURS: '0.003',
};
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
const t = useService(notificationsService, { env });
afterAll(() => sink?.close());

const sample = sampleEventPayload('bookings.booking.created');
const CLIENT = 'client@example.com';

describe('a reminder by email', () => {
  it('reaches the client before the session with what is still missing, a link to each, and the .ics', async () => {
    // The sample artist's account and the sample client's.
    await t.publish('auth.user.created');
    await t.publish('auth.user.created', {
      id: sample.clientUserId as string,
      email: CLIENT,
      role: 'client',
      artistId: null,
    });
    const id = randomUUID();
    const inquiryId = randomUUID();
    const start = new Date(Date.now() + 15_000);
    const end = new Date(start.getTime() + 3 * 3_600_000);
    // Awaiting its deposit: the deposit and the consent form are both still to do.
    await t.publish('bookings.booking.created', {
      id,
      inquiryId,
      sessions: [{ n: 1, start: start.toISOString(), end: end.toISOString(), status: 'scheduled' }],
      updatedAt: new Date().toISOString(),
    });

    const reminders = () => sink.received.filter((m) => m.subject?.startsWith('Reminder:'));
    await expect.poll(() => reminders().length, { timeout: 20_000, interval: 250 }).toBe(1);
    const [message] = reminders();
    expect(message?.to && !Array.isArray(message.to) && message.to.value[0]?.address).toBe(CLIENT);
    expect(message?.subject).toMatch(/^Reminder: your tattoo with Sample Artist on \w{3} \d+ \w{3}, /);
    expect(message?.text).toContain('Your deposit has not been received yet');
    expect(message?.text).toContain('Your consent form is not signed yet');
    expect(message?.text).toContain('Sample Studio, Austin, TX');
    expect(message?.html).toContain(`https://inkbook.example/my-inquiries/${inquiryId}#deposit`);
    expect(message?.html).toContain(`https://inkbook.example/my-inquiries/${inquiryId}#consent`);

    expect(message?.attachments).toHaveLength(1);
    const [ics] = message?.attachments ?? [];
    expect(ics).toMatchObject({ filename: 'inkbook-booking.ics', contentType: 'text/calendar' });
    expect(ics?.headers.get('content-type')).toMatchObject({ params: { method: 'PUBLISH' } });
    const lines = ics?.content.toString('utf8').split('\r\n') ?? [];
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        `UID:${id}-1@inkbook`,
        `DTSTART:${stamp(start)}`,
        `DTEND:${stamp(end)}`,
        'SUMMARY:Tattoo with Sample Artist',
        'END:VCALENDAR',
      ]),
    );

    // In the app too: the client's bell.
    const bell = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'category', 'title'])
      .where('key', 'like', `reminder:${id}:%`)
      .execute();
    expect(bell).toEqual([
      {
        user_id: sample.clientUserId,
        category: 'reminders',
        title: 'Reminder: your tattoo with Sample Artist',
      },
    ]);
  });
});
