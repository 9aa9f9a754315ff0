import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import { useService } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsService } from '../testing/factories';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';

// A booking confirmation, the whole way: bookings' event, the rule, Notify, the queue, and a real SMTP server that
// parses what arrives. Each side's email carries the booking's calendar as a file a mail client opens.
const env: Record<string, string> = { PUBLIC_URL: 'https://inkbook.example' };
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
const t = useService(notificationsService, { env });
afterAll(() => sink?.close());

const booking = sampleEventPayload('bookings.booking.updated');
const UID = `${booking.id}-1@inkbook`;
/** What bookings' calendarOf makes of the sample's one session (ical-generator's lines). */
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Inkbook//Bookings//EN',
  'NAME:Tattoo with Sample Artist',
  'X-WR-CALNAME:Tattoo with Sample Artist',
  'BEGIN:VEVENT',
  `UID:${UID}`,
  'SEQUENCE:0',
  'DTSTAMP:20261123T100000Z',
  'DTSTART:20261210T170000Z',
  'DTEND:20261210T200000Z',
  'STATUS:CONFIRMED',
  'SUMMARY:Tattoo with Sample Artist',
  'LOCATION:Sample Studio\\, Austin\\, TX',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const receivedBy = (to: string) =>
  sink.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);

describe('a booking confirmation by email', () => {
  it('reaches both sides over SMTP with the .ics attached, which parses; only metadata stays once sent', async () => {
    // The sample artist's account (artist@example.com); the sample client has none yet (an address alone).
    await t.publish('auth.user.created');
    await t.publish('bookings.booking.updated', { ics: ICS, clientUserId: null });
    await expect
      .poll(() => receivedBy('client@example.com').length + receivedBy('artist@example.com').length, {
        timeout: 10_000,
      })
      .toBe(2);

    for (const to of ['client@example.com', 'artist@example.com']) {
      const [message] = receivedBy(to);
      expect(message?.attachments).toHaveLength(1);
      const [ics] = message?.attachments ?? [];
      expect(ics).toMatchObject({ filename: 'inkbook-booking.ics', contentType: 'text/calendar' });
      expect(ics?.headers.get('content-type')).toMatchObject({ params: { method: 'PUBLISH' } });
      const text = ics?.content.toString('utf8') ?? '';
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      expect(text.split('\r\n')).toContain(`UID:${UID}`);
    }
    expect(receivedBy('client@example.com')[0]?.subject).toBe('Deposit received – you are booked');
    expect(receivedBy('client@example.com')[0]?.text).toContain('Thu 10 Dec, 11:00 AM');

    // The row is marked sent once the server's answer is back (after the message arrived).
    const rows = () => t.db.selectFrom('mail_messages').select(['status', 'attachments', 'html']).execute();
    await expect.poll(rows).toEqual([
      { status: 'sent', attachments: null, html: null },
      { status: 'sent', attachments: null, html: null },
    ]);
  });
});
