import { CONSENT_DUE_HOURS_BEFORE } from '@inkbook/contracts/aftercare-rules';
import type { BookingStatus } from '@inkbook/contracts/booking-rules';
import type { BookingSnapshot } from './reminder.table';

// Which reminders a booking should have, as a pure function of its latest snapshot, the settings and the time of
// the event that brought it: the consumer schedules what this returns and cancels what it no longer does; the job
// asks `isStillDue` again when it runs (issue 24 items 3 and 5).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Who a job tells what: the client before a session, the recipient of an unsigned consent, the healing check-in. */
export type ReminderKind = 'client' | 'recipient' | 'check_in';

export interface PlannedReminder {
  /** One job per key: `<bookingId>:<n>:client:<offset>`, `<bookingId>:<n>:recipient`, `<bookingId>:check-in`. */
  key: string;
  kind: ReminderKind;
  bookingId: string;
  /** The session it is about (null for the check-in). */
  n: number | null;
  /** Hours before the session (null for the check-in). */
  offsetHours: number | null;
  /** The session's start it was made for: a job for a start that moved since does nothing. */
  sessionStart: string | null;
  dueAt: string;
}

export interface ReminderSettings {
  /** REMINDER_OFFSETS_HOURS. */
  offsetsHours: readonly number[];
  /** TOUCHUP_CHECK_DAYS. */
  checkInDays: number;
}

export type PlanInput = Pick<BookingSnapshot, 'id' | 'status' | 'sessions' | 'consent'>;

/** Sessions are reminded of only while the booking is still to happen. */
const OPEN: readonly BookingStatus[] = ['awaiting_deposit', 'confirmed'];
const iso = (ms: number) => new Date(ms).toISOString();

/** The last done session's end: the healing is counted from it. */
function lastSessionEnd(booking: PlanInput): number | null {
  const ends = booking.sessions.flatMap((s) => (s.status === 'done' && s.end ? [Date.parse(s.end)] : []));
  return ends.length > 0 ? Math.max(...ends) : null;
}

/**
 * What `booking` should have scheduled as of `now` (the event's time): for an open booking, each scheduled
 * session's client reminders, and the recipient's 24 hours before while consent is unsigned, each only if its time
 * is still ahead (a session booked 30 hours ahead gets the 2-hour one, not the 48-hour one); for a completed one,
 * the check-in, however late (a check-in never comes too late to ask).
 */
export function planReminders(booking: PlanInput, settings: ReminderSettings, now: Date): PlannedReminder[] {
  if (booking.status === 'completed') {
    const end = lastSessionEnd(booking);
    if (end === null) return [];
    return [
      {
        key: `${booking.id}:check-in`,
        kind: 'check_in',
        bookingId: booking.id,
        n: null,
        offsetHours: null,
        sessionStart: null,
        dueAt: iso(end + settings.checkInDays * DAY_MS),
      },
    ];
  }
  if (!OPEN.includes(booking.status)) return [];
  const unsigned = booking.consent.status !== 'signed';
  return booking.sessions.flatMap((session) => {
    if (session.status !== 'scheduled' || !session.start) return [];
    const start = Date.parse(session.start);
    const at = (offsetHours: number) => start - offsetHours * HOUR_MS;
    const base = { bookingId: booking.id, n: session.n, sessionStart: iso(start) };
    const planned: PlannedReminder[] = settings.offsetsHours.map((offsetHours) => ({
      ...base,
      key: `${booking.id}:${session.n}:client:${offsetHours}`,
      kind: 'client',
      offsetHours,
      dueAt: iso(at(offsetHours)),
    }));
    if (unsigned) {
      planned.push({
        ...base,
        key: `${booking.id}:${session.n}:recipient`,
        kind: 'recipient',
        offsetHours: CONSENT_DUE_HOURS_BEFORE,
        dueAt: iso(at(CONSENT_DUE_HOURS_BEFORE)),
      });
    }
    return planned.filter((reminder) => Date.parse(reminder.dueAt) > now.getTime());
  });
}

/**
 * Whether a job made as `job` still has something to say about `booking` (its latest snapshot) at `now`: its
 * session still starts when it did and has not started yet, the booking is still open, and for the recipient the
 * consent is still unsigned; the check-in, while the booking is completed.
 */
export function isStillDue(booking: PlanInput, job: PlannedReminder, now: Date): boolean {
  if (job.kind === 'check_in') return booking.status === 'completed';
  if (!OPEN.includes(booking.status)) return false;
  if (job.kind === 'recipient' && booking.consent.status === 'signed') return false;
  const session = booking.sessions.find((s) => s.n === job.n);
  if (session?.status !== 'scheduled' || !session.start || !job.sessionStart) return false;
  const start = Date.parse(session.start);
  return start === Date.parse(job.sessionStart) && start > now.getTime();
}
