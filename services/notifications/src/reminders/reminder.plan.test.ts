import { stillMissing } from '@inkbook/contracts/aftercare-rules';
import type { BookingSession } from '@inkbook/contracts/booking';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import { describe, expect, it } from 'vitest';
import { clientReminder } from './reminder.content';
import { isStillDue, type PlanInput, type PlannedReminder, planReminders } from './reminder.plan';
import type { BookingSnapshot } from './reminder.table';
import { sequencesAfter } from './session-calendar';

// The scheduling decision as a pure function of (snapshot, settings, now), on a controlled clock: NOW is fixed and
// every session is placed relative to it.

const NOW = new Date('2026-12-01T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR).toISOString();
const SETTINGS = { offsetsHours: [48, 2], checkInDays: 21 };
const ID = '00000000-0000-4000-8000-0000000000b1';

const session = (n: number, startInHours: number, status: BookingSession['status'] = 'scheduled') => ({
  n,
  start: at(startInHours),
  end: at(startInHours + 3),
  status,
});
const booking = (changes: Partial<PlanInput> = {}): PlanInput => ({
  id: ID,
  status: 'confirmed',
  sessions: [session(1, 72)],
  consent: { status: 'due', dueAt: at(48), signedAt: null },
  ...changes,
});
const plan = (input: PlanInput, now = NOW) => planReminders(input, SETTINGS, now);
const keys = (input: PlanInput, now = NOW) => plan(input, now).map((job) => job.key);

describe('planReminders', () => {
  it('3 days ahead: the client at 48 h and 2 h, the recipient at 24 h while consent is unsigned', () => {
    const about = { bookingId: ID, n: 1, sessionStart: at(72) };
    expect(plan(booking())).toEqual([
      { ...about, key: `${ID}:1:client:48`, kind: 'client', offsetHours: 48, dueAt: at(24) },
      { ...about, key: `${ID}:1:client:2`, kind: 'client', offsetHours: 2, dueAt: at(70) },
      { ...about, key: `${ID}:1:recipient`, kind: 'recipient', offsetHours: 24, dueAt: at(48) },
    ]);
  });

  it('30 hours ahead: only the 2-hour reminder of the client (the 48-hour one has passed)', () => {
    expect(keys(booking({ sessions: [session(1, 30)] }))).toEqual([`${ID}:1:client:2`, `${ID}:1:recipient`]);
  });

  it('1 hour ahead: nothing (every time has passed)', () => {
    expect(keys(booking({ sessions: [session(1, 1)] }))).toEqual([]);
  });

  it('a reminder due exactly now counts as passed', () => {
    expect(keys(booking({ sessions: [session(1, 2)] }))).toEqual([]);
  });

  it('moved: the same keys at the new times; moved closer, the passed ones drop out', () => {
    const later = plan(booking({ sessions: [session(1, 120)] }));
    expect(later.map((j) => [j.key, j.dueAt])).toEqual([
      [`${ID}:1:client:48`, at(72)],
      [`${ID}:1:client:2`, at(118)],
      [`${ID}:1:recipient`, at(96)],
    ]);
    expect(later.every((j) => j.sessionStart === at(120))).toBe(true);
    expect(keys(booking({ sessions: [session(1, 20)] }))).toEqual([`${ID}:1:client:2`]);
  });

  it('the consent signed: the client is still reminded, the recipient no longer', () => {
    const signed = booking({ consent: { status: 'signed', dueAt: at(48), signedAt: at(-1) } });
    expect(keys(signed)).toEqual([`${ID}:1:client:48`, `${ID}:1:client:2`]);
  });

  it('awaiting the deposit: reminded like a confirmed booking', () => {
    const waiting = booking({
      status: 'awaiting_deposit',
      consent: { status: 'not_due', dueAt: null, signedAt: null },
    });
    expect(keys(waiting)).toEqual(keys(booking()));
  });

  it.each(['cancelled', 'expired'] as const)('%s: nothing', (status) => {
    expect(keys(booking({ status }))).toEqual([]);
  });

  it('each scheduled session has its own; a cancelled, done or unscheduled one has none', () => {
    const sessions = [
      session(1, -100, 'done'),
      session(2, 72),
      session(3, 96, 'cancelled'),
      { n: 4, start: null, end: null, status: 'unscheduled' as const },
      session(5, 200),
    ];
    expect(keys(booking({ sessions }))).toEqual([
      `${ID}:2:client:48`,
      `${ID}:2:client:2`,
      `${ID}:2:recipient`,
      `${ID}:5:client:48`,
      `${ID}:5:client:2`,
      `${ID}:5:recipient`,
    ]);
  });

  it('completed: the check-in TOUCHUP_CHECK_DAYS after the last done session ended, however late', () => {
    const sessions = [session(1, -600, 'done'), session(2, -200, 'done'), session(3, -100, 'cancelled')];
    const [checkIn, ...more] = plan(booking({ status: 'completed', sessions }));
    expect(more).toEqual([]);
    expect(checkIn).toMatchObject({ key: `${ID}:check-in`, kind: 'check_in', n: null, sessionStart: null });
    expect(checkIn?.dueAt).toBe(at(-200 + 3 + 21 * 24));
    // Weeks later than it was due, it is still planned (to run at once).
    expect(keys(booking({ status: 'completed', sessions }), new Date(at(2000)))).toEqual([`${ID}:check-in`]);
  });

  it('decimal offsets and check-in days (a short setting for tests)', () => {
    const jobs = planReminders(
      booking({ status: 'confirmed', sessions: [session(1, 0.01)] }),
      {
        offsetsHours: [0.005],
        checkInDays: 0.5,
      },
      NOW,
    );
    expect(jobs.map((j) => [j.key, j.dueAt])).toEqual([[`${ID}:1:client:0.005`, at(0.005)]]);
  });
});

describe('isStillDue (the job re-checks the latest snapshot when it runs)', () => {
  const [client48, , recipient] = plan(booking()) as [PlannedReminder, PlannedReminder, PlannedReminder];
  const runAt = new Date(at(24));

  it('the same session, same start, booking open: due', () => {
    expect(isStillDue(booking(), client48, runAt)).toBe(true);
    expect(isStillDue(booking(), recipient, runAt)).toBe(true);
  });
  it('the session moved since: not due (the job of its new time is)', () => {
    expect(isStillDue(booking({ sessions: [session(1, 96)] }), client48, runAt)).toBe(false);
  });
  it.each(['cancelled', 'expired', 'completed'] as const)('the booking %s since: not due', (status) => {
    expect(isStillDue(booking({ status }), client48, runAt)).toBe(false);
  });
  it('the session cancelled or done since: not due', () => {
    expect(isStillDue(booking({ sessions: [session(1, 72, 'cancelled')] }), client48, runAt)).toBe(false);
    expect(isStillDue(booking({ sessions: [session(1, 72, 'done')] }), client48, runAt)).toBe(false);
  });
  it('the consent signed since: the recipient’s is not due, the client’s still is', () => {
    const signed = booking({ consent: { status: 'signed', dueAt: at(48), signedAt: at(1) } });
    expect(isStillDue(signed, recipient, runAt)).toBe(false);
    expect(isStillDue(signed, client48, runAt)).toBe(true);
  });
  it('run after the session started (a queue that lagged): not due', () => {
    expect(isStillDue(booking(), client48, new Date(at(72)))).toBe(false);
  });
  it('the check-in: due while the booking is completed', () => {
    const completed = booking({ status: 'completed', sessions: [session(1, -100, 'done')] });
    const [checkIn] = plan(completed) as [PlannedReminder];
    expect(isStillDue(completed, checkIn, new Date(checkIn.dueAt))).toBe(true);
    expect(isStillDue({ ...completed, status: 'cancelled' }, checkIn, new Date(checkIn.dueAt))).toBe(false);
  });
});

describe("the client's reminder lists what is still missing, each with its link", () => {
  const sample = sampleEventPayload('bookings.booking.created');
  const snapshot = (changes: Partial<BookingSnapshot>): BookingSnapshot => ({ ...sample, ...changes });
  const url = (path: string) => `https://inkbook.test${path}`;
  const first = sample.sessions[0] as BookingSession & { start: string; end: string };
  const remind = (b: BookingSnapshot) => clientReminder(b, first, stillMissing(b), 'ICS', url);
  const links = (b: BookingSnapshot) => remind(b).email.links?.map((l) => [l.label, l.url]);
  const page = `https://inkbook.test/my-inquiries/${sample.inquiryId}`;

  it('awaiting the deposit: the deposit and the consent form', () => {
    const waiting = snapshot({ status: 'awaiting_deposit' });
    expect(links(waiting)).toEqual([
      ['Your deposit has not been received yet', `${page}#deposit`],
      ['Your consent form is not signed yet', `${page}#consent`],
    ]);
    expect(remind(waiting).email.paragraphs).toContain(
      'Still missing before then: your deposit has not been received yet, and your consent form is not signed yet. The links below take you there.',
    );
    expect(remind(waiting).body).toBe(
      'Thu 10 Dec, 11:00 AM at Sample Studio, Austin, TX. Your deposit has not been received yet. Your consent form is not signed yet.',
    );
  });
  it('confirmed, consent due: the consent form only', () => {
    const due = snapshot({
      status: 'confirmed',
      deposit: { ...sample.deposit, status: 'received' },
      consent: { status: 'due', dueAt: sample.consent.dueAt, signedAt: null },
    });
    expect(links(due)).toEqual([['Your consent form is not signed yet', `${page}#consent`]]);
  });
  it('confirmed and signed: nothing missing', () => {
    const ready = snapshot({
      status: 'confirmed',
      consent: { status: 'signed', dueAt: sample.consent.dueAt, signedAt: sample.updatedAt },
    });
    expect(links(ready)).toEqual([]);
    expect(remind(ready).email.paragraphs).toContain('Nothing is missing: see you there!');
  });
  it('says when in the booking’s zone, where and with whom, in the reminders category, with the .ics', () => {
    const draft = remind(snapshot({ status: 'confirmed' }));
    expect(draft).toMatchObject({
      category: 'reminders',
      title: 'Reminder: your tattoo with Sample Artist',
      link: `/my-inquiries/${sample.inquiryId}`,
      email: {
        subject: 'Reminder: your tattoo with Sample Artist on Thu 10 Dec, 11:00 AM',
        details: [
          { label: 'When', value: 'Thu 10 Dec, 11:00 AM–2:00 PM (Central Standard Time)' },
          { label: 'Where', value: 'Sample Studio, Austin, TX' },
          { label: 'With', value: 'Sample Artist' },
        ],
        attachments: [
          { filename: 'inkbook-booking.ics', contentType: 'text/calendar; method=PUBLISH', content: 'ICS' },
        ],
      },
    });
  });
});

describe('sequencesAfter (the .ics SEQUENCE follows bookings: raised on each move)', () => {
  const before = {
    sessions: [
      session(1, 72),
      session(2, 96),
      { n: 3, start: null, end: null, status: 'unscheduled' as const },
    ],
  };
  it('raises the moved session only; scheduling an unscheduled one is not a move', () => {
    const after = { sessions: [session(1, 80), session(2, 96), session(3, 120)] };
    expect(sequencesAfter(before, { '1': 2 }, after)).toEqual({ '1': 3, '2': 0, '3': 0 });
  });
  it('the first snapshot starts every session at 0', () => {
    expect(sequencesAfter(undefined, {}, before)).toEqual({ '1': 0, '2': 0, '3': 0 });
  });
});
