import { randomUUID } from 'node:crypto';
import type { BookingSession } from '@inkbook/contracts/booking';
import type { EventPayload } from '@inkbook/contracts/events';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationRow } from '../notifications/notification.table';
import { PUBLIC_URL, useNotifications } from '../testing/suite';

// Reminders, aftercare and the healing check-in through the real consumers, scheduler and Notify on a real
// database: bookings' events in, the bell's rows and the queued emails out. Short settings keep the waits to
// seconds: the client's last reminder 0.003 h (10.8 s) before a session, the check-in 0.00005 days (4.3 s) after
// the last one; the recipient's is 24 h before, so its sessions start 24 h and a few seconds from now. Jobs are
// polled every 2 s.

const OFFSET = 0.003;
const t = useNotifications({
  env: { REMINDER_OFFSETS_HOURS: `48,${OFFSET}`, TOUCHUP_CHECK_DAYS: '0.00005' },
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1_000).toISOString();
const session = (startInSeconds: number, n = 1): BookingSession => ({
  n,
  start: inSeconds(startInSeconds),
  end: inSeconds(startInSeconds + 3 * 3600),
  status: 'scheduled',
});
const DAY_SECONDS = 24 * 3600;

type BookingChanges = Partial<EventPayload<'bookings.booking.updated'>>;

/** A booking between a new artist and a new client (both with accounts); `publish` tells its changes. */
async function aBooking() {
  const artistId = randomUUID();
  const artist = await t.account('artist', { artistId });
  const client = await t.account('client');
  const id = randomUUID();
  const inquiryId = randomUUID();
  const about: BookingChanges = {
    id,
    inquiryId,
    inquiryKind: 'artist',
    artistId,
    recipientArtistId: artistId,
    recipientStudioId: null,
    recipientName: 'Maya Ink',
    clientName: 'Sam Rivera',
    clientUserId: client.id,
    clientEmail: client.email,
  };
  /** The booking as bookings publishes it after a change; its snapshot's `updatedAt` is now unless given. */
  const publish = (changes: BookingChanges) =>
    t.publish(changes.change === 'created' ? 'bookings.booking.created' : 'bookings.booking.updated', {
      ...about,
      updatedAt: new Date().toISOString(),
      ...changes,
    });
  return { id, inquiryId, artist, client, publish };
}
type Booking = Awaited<ReturnType<typeof aBooking>>;

const confirmed = (sessions: BookingSession[], consent: 'due' | 'signed' = 'due'): BookingChanges => ({
  status: 'confirmed',
  deposit: {
    amount: 100,
    status: 'received',
    dueAt: null,
    provider: 'manual',
    instructions: null,
    method: 'Cash',
  },
  consent: { status: consent, dueAt: null, signedAt: consent === 'signed' ? new Date().toISOString() : null },
  sessions,
});

/** Every notification about `booking` whose key starts with `prefix` (`reminder`, `aftercare`, `check-in`). */
const toldAbout = (prefix: string, bookingId: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('key', 'like', `${prefix}:${bookingId}%`)
    .orderBy('seq')
    .execute();
const emailOf = (row: NotificationRow) => t.mailer.sent.find((e) => e.notificationId === row.id);

/** The states of a job key's pg-boss jobs, oldest first. */
async function jobsOf(key: string) {
  const { rows } = await sql<{ state: string }>`
    select state from notifications_jobs.job
    where name = 'booking-reminder' and singleton_key = ${key} order by created_on`.execute(t.db);
  return rows;
}
const scheduleOf = (bookingId: string) =>
  t.db
    .selectFrom('reminder_schedule')
    .select(['key', 'due_at'])
    .where('booking_id', '=', bookingId)
    .orderBy('key')
    .execute();

/** Two more polling rounds: long enough for a cancelled job, or a second run, to show. */
const settle = () => new Promise((r) => setTimeout(r, 4_500));
async function untilTold(prefix: string, bookingId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await toldAbout(prefix, bookingId)).length === 0) {
    if (Date.now() > deadline) throw new Error(`nothing told about ${bookingId} (${prefix})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('reminders before a session', () => {
  let moved: Booking;
  let movedTo: BookingSession;
  let cancelled: Booking;
  let unsigned: Booking;
  let signed: Booking;
  let signsLater: Booking;

  beforeAll(async () => {
    // Moved: first 20 s ahead (its reminder due in 9.2 s), at once moved to 28 s ahead (due in 17.2 s).
    moved = await aBooking();
    const first = session(20);
    const bookedAt = new Date(Date.now() - 1_000).toISOString();
    await moved.publish({ ...confirmed([first]), change: 'created', by: 'client', updatedAt: bookedAt });
    movedTo = session(28);
    await moved.publish({ ...confirmed([movedTo]), change: 'session_moved', by: 'artist' });
    // The first snapshot again, arriving late (a redelivery): older than the one kept, it changes nothing.
    await moved.publish({ ...confirmed([first]), change: 'created', by: 'client', updatedAt: bookedAt });

    cancelled = await aBooking();
    await cancelled.publish({ ...confirmed([session(20)]), change: 'created', by: 'client' });
    await cancelled.publish({
      ...confirmed([{ ...session(20), status: 'cancelled' }]),
      status: 'cancelled',
      change: 'cancelled',
      by: 'client',
    });

    // The recipient's reminder is 24 h before: these sessions start 24 h and 8 s from now.
    unsigned = await aBooking();
    await unsigned.publish({ ...confirmed([session(DAY_SECONDS + 8)]), change: 'created', by: 'client' });
    signed = await aBooking();
    await signed.publish({
      ...confirmed([session(DAY_SECONDS + 8)], 'signed'),
      change: 'created',
      by: 'client',
    });
    signsLater = await aBooking();
    const later = session(DAY_SECONDS + 8);
    await signsLater.publish({ ...confirmed([later]), change: 'created', by: 'client' });
    await signsLater.publish({ ...confirmed([later], 'signed'), change: 'consent_signed', by: 'client' });

    await untilTold('reminder', moved.id);
    await untilTold('reminder', unsigned.id);
    await settle();
  }, 60_000);

  it('a moved session moves its reminder: the old job cancelled, one reminder at the new time', async () => {
    const key = `${moved.id}:1:client:${OFFSET}`;
    expect((await jobsOf(key)).map((j) => j.state)).toEqual(['cancelled', 'completed']);
    // The 48-hour reminder had passed before the session was booked: it was never scheduled.
    expect((await scheduleOf(moved.id)).map((row) => row.key)).toEqual([key]);

    const [reminder, ...more] = await toldAbout('reminder', moved.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      key: `reminder:${key}@${movedTo.start}`,
      email: moved.client.email,
      user_id: moved.client.id,
      category: 'reminders',
      title: 'Reminder: your tattoo with Maya Ink',
      link: `/my-inquiries/${moved.inquiryId}`,
    });
    const email = emailOf(reminder as NotificationRow);
    expect(email?.category).toBe('reminders');
    const ics = email?.content.attachments?.[0]?.content ?? '';
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
    expect(ics).toContain(`DTSTART:${stamp(movedTo.start as string)}`);
    // Bookings raised the session's SEQUENCE when it moved; so does the reminder's .ics.
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`UID:${moved.id}-1@inkbook`);
  });

  it('a cancelled booking cancels its reminders: nothing sent', async () => {
    expect((await jobsOf(`${cancelled.id}:1:client:${OFFSET}`)).map((j) => j.state)).toEqual(['cancelled']);
    expect(await scheduleOf(cancelled.id)).toEqual([]);
    expect(await toldAbout('reminder', cancelled.id)).toEqual([]);
  });

  it('the recipient hears of a consent still unsigned 24 hours before, with the client named', async () => {
    const [reminder, ...more] = await toldAbout('reminder', unsigned.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      key: expect.stringMatching(new RegExp(`^reminder:${unsigned.id}:1:recipient@`)),
      email: unsigned.artist.email,
      category: 'reminders',
      title: 'Sam has not signed the consent form yet',
      link: `/dashboard?inquiry=${unsigned.inquiryId}`,
    });
    const email = emailOf(reminder as NotificationRow);
    expect(email?.content.details).toContainEqual({ label: 'Client', value: 'Sam Rivera' });
    expect(email?.content.action?.url).toBe(`${PUBLIC_URL}/dashboard?inquiry=${unsigned.inquiryId}`);
  });

  it('a signed consent: no reminder to the recipient, whether signed before or after it was scheduled', async () => {
    expect(await jobsOf(`${signed.id}:1:recipient`)).toEqual([]);
    expect((await jobsOf(`${signsLater.id}:1:recipient`)).map((j) => j.state)).toEqual(['cancelled']);
    expect(await toldAbout('reminder', signed.id)).toEqual([]);
    expect(await toldAbout('reminder', signsLater.id)).toEqual([]);
    // The client's own reminders, a day away, stay scheduled.
    expect((await scheduleOf(signsLater.id)).map((row) => row.key)).toEqual([
      `${signsLater.id}:1:client:${OFFSET}`,
    ]);
  });
});

describe('aftercare', () => {
  it("a finished session sends the client the recipient's aftercare, in paragraphs, with the touch-up policy", async () => {
    const booking = await aBooking();
    const aftercare =
      'Wash it gently twice a day.\n\nA thin layer of balm.\nNever thick.\n\n\nNo swimming for two weeks.';
    const event = await booking.publish({
      ...confirmed([{ ...session(-7200), status: 'done' }, session(DAY_SECONDS * 30, 2)]),
      policy: {
        deposit: null,
        cancellation: null,
        touchup: 'One free touch-up within 3 months.',
        cancellationNoticeHours: 48,
      },
      change: 'session_completed',
      by: 'artist',
      aftercare,
    });
    const [told, ...more] = await toldAbout('aftercare', event.id);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      email: booking.client.email,
      category: 'bookings',
      title: 'Aftercare for your tattoo with Maya Ink',
      link: `/my-inquiries/${booking.inquiryId}`,
    });
    const email = emailOf(told as NotificationRow)?.content;
    expect(email?.paragraphs).toEqual([
      'Thanks for getting tattooed with Maya Ink! Here is how to look after it while it heals.',
      'Wash it gently twice a day.',
      'A thin layer of balm.\nNever thick.',
      'No swimming for two weeks.',
    ]);
    expect(email?.details).toEqual([
      { label: 'Touch-up policy', value: 'One free touch-up within 3 months.' },
    ]);
  });

  it('a completed booking sends it too; any other change, or none given, sends none', async () => {
    const booking = await aBooking();
    const done = [{ ...session(-7200), status: 'done' as const }];
    const completed = await booking.publish({
      ...confirmed(done),
      status: 'completed',
      change: 'completed',
      by: 'artist',
      aftercare: 'Keep it clean.',
    });
    expect(await toldAbout('aftercare', completed.id)).toHaveLength(1);
    const withoutText = await booking.publish({
      ...confirmed(done),
      change: 'session_completed',
      aftercare: null,
    });
    const otherChange = await booking.publish({
      ...confirmed(done),
      change: 'deposit_received',
      aftercare: 'x',
    });
    expect(await toldAbout('aftercare', withoutText.id)).toEqual([]);
    expect(await toldAbout('aftercare', otherChange.id)).toEqual([]);
  });
});

describe('the healing check-in', () => {
  it('comes TOUCHUP_CHECK_DAYS after the last session, once, with both actions on the check-in page', async () => {
    const booking = await aBooking();
    const done = { n: 1, start: inSeconds(-3 * 3600), end: inSeconds(-1), status: 'done' as const };
    const completed: BookingChanges = {
      ...confirmed([done]),
      status: 'completed',
      policy: {
        deposit: null,
        cancellation: null,
        touchup: 'Free within 3 months.',
        cancellationNoticeHours: 48,
      },
    };
    await booking.publish({ ...completed, change: 'completed', by: 'artist' });
    // Later changes of the completed booking (a healed photo) schedule nothing more.
    await booking.publish({ ...completed, change: 'healed_photos_added', by: 'client' });

    await untilTold('check-in', booking.id);
    await settle();
    const [told, ...more] = await toldAbout('check-in', booking.id);
    expect(more).toEqual([]);
    expect((await jobsOf(`${booking.id}:check-in`)).map((j) => j.state)).toEqual(['completed']);
    const healing = `/my-inquiries/${booking.inquiryId}/healing`;
    expect(told).toMatchObject({
      email: booking.client.email,
      category: 'bookings',
      title: 'How is it healing?',
      link: healing,
    });
    const email = emailOf(told as NotificationRow)?.content;
    expect(email?.action).toEqual({ label: 'Send a healed photo', url: `${PUBLIC_URL}${healing}` });
    expect(email?.links).toEqual([{ label: 'Ask for a touch-up', url: `${PUBLIC_URL}${healing}` }]);
    expect(email?.details).toEqual([{ label: 'Touch-up policy', value: 'Free within 3 months.' }]);
  });
});
