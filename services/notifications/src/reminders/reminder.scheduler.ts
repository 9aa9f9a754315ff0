import { stillMissing } from '@inkbook/contracts/aftercare-rules';
import type { TypedEvent } from '@inkbook/contracts/events';
import type { EventLogger, JobType } from '@inkbook/service-kit';
import { clientRecipient } from '../accounts/account.repository';
import type { NotificationsContext } from '../context';
import type { NotificationsTrx } from '../db';
import { absoluteUrl } from '../notifications/app-paths';
import type { UrlOf } from '../notifications/notification.drafts';
import type { RecipientFor } from '../nudges/nudge.scheduler';
import type { Notify } from '../ports';
import {
  aftercareDraft,
  checkInDraft,
  clientReminder,
  recipientConsentReminder,
  type TimedSession,
} from './reminder.content';
import { isStillDue, type PlannedReminder, planReminders, type ReminderSettings } from './reminder.plan';
import {
  forgetScheduled,
  type KeptBooking,
  keepBooking,
  keepScheduled,
  lockBooking,
  type ScheduledRow,
  scheduledFor,
} from './reminder.repository';
import type { BookingSnapshot } from './reminder.table';
import { sequencesAfter, sessionCalendar } from './session-calendar';

// Reminders before sessions, aftercare after them and the healing check-in (issue 24 items 3–5). Every booking
// event keeps the booking's latest snapshot and, in the same transaction, schedules the jobs its plan
// (reminder.plan.ts) asks for and cancels those it no longer does; each job re-checks the snapshot when it runs
// (a change consumed while the job was already running cannot cancel it).

export interface ReminderPorts {
  notify: Notify;
  recipientFor: RecipientFor;
  logger: EventLogger;
}

export const REMINDER_SUBJECTS = ['bookings.booking.created', 'bookings.booking.updated'] as const;
type BookingEvent = TypedEvent<(typeof REMINDER_SUBJECTS)[number]>;

const snapshotOf = ({ data }: BookingEvent): BookingSnapshot => {
  const { change, by, ics, aftercare, history, healedPhotos, ...snapshot } = data;
  return snapshot;
};

/** A finished session's aftercare, once per event (its id is the key), whatever newer snapshot is kept. */
async function sendAftercare(trx: NotificationsTrx, event: BookingEvent, notify: Notify, url: UrlOf) {
  const booking = event.data;
  const finished = booking.change === 'session_completed' || booking.change === 'completed';
  if (!finished || !booking.aftercare) return;
  const client = await clientRecipient(trx, { email: booking.clientEmail, userId: booking.clientUserId });
  await notify(trx, `aftercare:${event.id}`, client, aftercareDraft(booking, booking.aftercare, url));
}

const sameJob = (row: ScheduledRow, job: PlannedReminder) =>
  Date.parse(row.due_at) === Date.parse(job.dueAt) &&
  (row.session_start === null
    ? job.sessionStart === null
    : job.sessionStart !== null && Date.parse(row.session_start) === Date.parse(job.sessionStart));

/** Keeps the snapshot (unless a newer one is kept) and brings the booking's jobs in line with its plan. */
async function reschedule(
  trx: NotificationsTrx,
  event: BookingEvent,
  jobs: JobType<PlannedReminder>,
  settings: ReminderSettings,
) {
  const booking = snapshotOf(event);
  const before = await lockBooking(trx, booking.id);
  if (before && Date.parse(before.updated_at) > Date.parse(booking.updatedAt)) return;
  const sequences = sequencesAfter(before?.booking, before?.session_sequences ?? {}, booking);
  if (!(await keepBooking(trx, booking, sequences))) return;
  // The event's time, not the consumer's: a reminder already due when the session was booked or moved is not sent.
  const now = new Date(event.occurredAt);
  const planned = new Map(planReminders(booking, settings, now).map((job) => [job.key, job]));
  for (const row of await scheduledFor(trx, booking.id)) {
    const next = planned.get(row.key);
    if (next && sameJob(row, next)) {
      planned.delete(row.key);
      continue;
    }
    // Moved or no longer wanted. A job whose time had come by the event may be running: its own check decides.
    if (Date.parse(row.due_at) > now.getTime()) await jobs.cancelByKey(row.key, { trx });
    if (!next) await forgetScheduled(trx, row.key);
  }
  for (const job of planned.values()) {
    await jobs.send(job, { startAfter: new Date(job.dueAt), singletonKey: job.key, trx });
    await keepScheduled(trx, {
      key: job.key,
      booking_id: job.bookingId,
      session_start: job.sessionStart,
      due_at: job.dueAt,
    });
  }
}

const timedSession = (booking: BookingSnapshot, n: number | null) => {
  const session = booking.sessions.find((s) => s.n === n);
  return session?.start && session.end ? (session as TimedSession) : undefined;
};

/** Tells what `job` is for, if the booking as kept still calls for it (`isStillDue`). */
async function tell(
  trx: NotificationsTrx,
  kept: KeptBooking,
  job: PlannedReminder,
  ports: ReminderPorts,
  url: UrlOf,
) {
  const { booking } = kept;
  const client = () => clientRecipient(trx, { email: booking.clientEmail, userId: booking.clientUserId });
  if (job.kind === 'check_in') {
    await ports.notify(trx, `check-in:${booking.id}`, await client(), checkInDraft(booking, url));
    return;
  }
  const session = timedSession(booking, job.n);
  if (!session) return;
  // One notification per (booking, session, offset, recipient) and session start: a redelivered job doubles
  // nothing, and a session moved after its reminder was sent is reminded of again at its new time.
  const key = `reminder:${job.key}@${session.start}`;
  const missing = stillMissing(booking);
  if (job.kind === 'client') {
    const ics = sessionCalendar(booking, session, kept.session_sequences[String(session.n)] ?? 0);
    await ports.notify(trx, key, await client(), clientReminder(booking, session, missing, ics, url));
    return;
  }
  const ownerId = booking.inquiryKind === 'artist' ? booking.recipientArtistId : booking.recipientStudioId;
  const recipient = ownerId ? await ports.recipientFor(trx, { kind: booking.inquiryKind, ownerId }) : null;
  if (!recipient) {
    ports.logger.warn({ bookingId: booking.id }, 'no account to remind of an unsigned consent form');
    return;
  }
  await ports.notify(trx, key, recipient, recipientConsentReminder(booking, session, missing, url));
}

async function runReminder(
  context: NotificationsContext,
  ports: ReminderPorts,
  job: PlannedReminder,
  url: UrlOf,
) {
  await context.db.transaction().execute(async (trx) => {
    const kept = await lockBooking(trx, job.bookingId);
    if (kept && isStillDue(kept.booking, job, new Date())) await tell(trx, kept, job, ports, url);
  });
}

export async function registerReminders(context: NotificationsContext, ports: ReminderPorts): Promise<void> {
  const url: UrlOf = (path) => absoluteUrl(context.settings.PUBLIC_URL, path);
  const settings: ReminderSettings = {
    offsetsHours: context.settings.REMINDER_OFFSETS_HOURS,
    checkInDays: context.settings.TOUCHUP_CHECK_DAYS,
  };
  // A failed run (the database busy, notify throwing) is tried again a few times, waiting longer each time.
  const jobs = await context.jobs.define<PlannedReminder>('booking-reminder', {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
  });
  await jobs.work((job) => runReminder(context, ports, job, url));
  await context.consume({
    durable: 'notifications-reminders',
    subjects: REMINDER_SUBJECTS,
    async handle(trx, event) {
      await sendAftercare(trx, event, ports.notify, url);
      await reschedule(trx, event, jobs, settings);
    },
  });
}
