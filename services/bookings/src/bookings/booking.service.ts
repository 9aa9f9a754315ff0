import type { Booking, BookingChange } from '@inkbook/contracts/booking';
import {
  BOOKING_NOT_FOUND,
  type BookingActor,
  depositAfterCancel,
  nextSessionStart,
  SESSION_OVERLAPS,
  SLOT_PASSED,
} from '@inkbook/contracts/booking-rules';
import { isUuid } from '@inkbook/contracts/fields';
import type { SessionUser } from '@inkbook/contracts/identity';
import { badRequest, conflict, notFound } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import type { BookingsTrx } from '../db';
import { actorOf, assertActs } from './booking.access';
import { publishBooking } from './booking.events';
import {
  findBookingRow,
  loadBooking,
  recordHistory,
  refreshFirstStart,
  sessionRowsOf,
} from './booking.repository';
import type { BookingRow, BookingSessionRow } from './booking.table';
import { type BookingAction, type BookingSide, refusal } from './booking.transitions';
import {
  cancelOpenSessions,
  countOpenSessions,
  findSession,
  isDepositOverdue,
  sessionHoursOf,
  updateBooking,
  updateSession,
} from './booking-changes.repository';
import { publishClientRecord } from './booking-client-record';
import { isSessionOverlap } from './booking-create.repository';

// The booking's rules (issue 23 items 5–6): each action checks who may take it (booking.access) and whether it may
// happen now (booking.transitions), changes the rows, records history and publishes (publishBooking) in one
// transaction on the booking's locked row, so two actions on one booking never interleave.

const HOUR_MS = 3_600_000;
const SESSION_NOT_FOUND = 'Session not found';

type BookingAnswer = { booking: Booking };
/** Who acts: the side they take, and how the history names them. */
type Acting = { side: BookingSide; by: BookingActor };

/** 409 unless the transitions table allows `action` to the booking (and its session) as they are now. */
function assertAllowed(action: BookingAction, row: BookingRow, session?: BookingSessionRow) {
  const refused = refusal(action, {
    booking: row.status,
    deposit: row.deposit_status,
    ...(session && {
      session: { status: session.status, start: session.start_at ? new Date(session.start_at) : null },
    }),
    now: new Date(),
  });
  if (refused) throw conflict(refused);
}

/** Runs `change` by `user` on the booking locked for it and answers the booking as it then reads. */
function acting(
  context: BookingsContext,
  user: SessionUser,
  id: string,
  action: BookingAction,
  change: (trx: BookingsTrx, row: BookingRow, acting: Acting) => Promise<void>,
): Promise<BookingAnswer> {
  return context.db.transaction().execute(async (trx) => {
    const found = isUuid(id) ? await findBookingRow(trx, id, { forUpdate: true }) : undefined;
    const { row, side } = assertActs(user, found, action);
    await change(trx, row, { side, by: actorOf(side, row) });
    return { booking: await reread(trx, row.id) };
  });
}

async function reread(trx: BookingsTrx, id: string) {
  const booking = await loadBooking(trx, id);
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

/** Session `n` of the booking (the route's `{n}`); 404 for a number it does not have. */
async function sessionOf(trx: BookingsTrx, row: BookingRow, n: string) {
  const session = /^\d{1,3}$/.test(n) ? await findSession(trx, row.id, Number(n)) : undefined;
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return session;
}

/** The history line and the event of a change, in its transaction. */
async function record(
  trx: BookingsTrx,
  row: BookingRow,
  change: BookingChange,
  by: BookingActor,
  what: string,
) {
  await recordHistory(trx, row.id, by, what);
  await publishBooking(trx, row.id, change, by);
}

/** An instant as the booking's parties read it in its history: in the recipient's time zone, named. */
const when = (at: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at)} (${timeZone})`;

// ─── Deposits ───────────────────────────────────────────────────────────────────────────────────────────────────

/** POST …/deposit/sent: the client says the manual deposit is on its way. */
export const sendDeposit = (context: BookingsContext, user: SessionUser, id: string) =>
  acting(context, user, id, 'sendDeposit', async (trx, row, { by }) => {
    assertAllowed('sendDeposit', row);
    await updateBooking(trx, row.id, { deposit_status: 'sent' });
    await record(trx, row, 'deposit_sent', by, 'Deposit marked sent');
  });

/** POST …/deposit/received: the recipient says it arrived, and how. */
export const markDepositReceived = (
  context: BookingsContext,
  user: SessionUser,
  id: string,
  method: string,
) =>
  acting(context, user, id, 'receiveDeposit', (trx, row) =>
    receiveDeposit(context, trx, row.id, { by: row.inquiry_kind, method }),
  );

/**
 * Marks a booking's deposit received in `trx` (the recipient's route, or a paid Stripe checkout with by 'system'):
 * confirms an awaiting booking, cancels its expiry, publishes. A deposit already received is a 409.
 */
export async function receiveDeposit(
  context: BookingsContext,
  trx: BookingsTrx,
  bookingId: string,
  received: { by: 'artist' | 'studio' | 'system'; method: string },
): Promise<void> {
  const row = await findBookingRow(trx, bookingId, { forUpdate: true });
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  assertAllowed('receiveDeposit', row);
  const confirms = row.status === 'awaiting_deposit';
  await updateBooking(trx, row.id, {
    status: 'confirmed',
    deposit_status: 'received',
    deposit_method: received.method,
    deposit_due_at: null,
  });
  await context.expiry.cancel(trx, row.id);
  await record(
    trx,
    row,
    'deposit_received',
    received.by,
    `Deposit received (${received.method})${confirms ? '; booking confirmed' : ''}`,
  );
}

/** POST …/deposit/refunded: the recipient paid back a deposit that was owed. */
export const refundDeposit = (context: BookingsContext, user: SessionUser, id: string) =>
  acting(context, user, id, 'refundDeposit', async (trx, row, { by }) => {
    assertAllowed('refundDeposit', row);
    await updateBooking(trx, row.id, { deposit_status: 'refunded' });
    await record(trx, row, 'deposit_refunded', by, 'Deposit refunded');
  });

// ─── Sessions ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * PUT …/sessions/{n}: the recipient schedules an unscheduled session or moves one that has not started; it lasts
 * the offer's session length. The database refuses a time that overlaps another session of the same performer.
 */
export async function scheduleSession(
  context: BookingsContext,
  user: SessionUser,
  id: string,
  n: string,
  start: string,
): Promise<BookingAnswer> {
  const startAt = new Date(start);
  try {
    return await acting(context, user, id, 'scheduleSession', async (trx, row, { by }) => {
      const session = await sessionOf(trx, row, n);
      assertAllowed('scheduleSession', row, session);
      if (startAt.getTime() <= Date.now()) throw badRequest(SLOT_PASSED, { start: SLOT_PASSED });
      const hours = await sessionHoursOf(trx, row.offer_id);
      const moves = session.status === 'scheduled';
      await updateSession(trx, row.id, session.n, {
        start_at: startAt,
        end_at: new Date(startAt.getTime() + hours * HOUR_MS),
        status: 'scheduled',
        // Calendars that kept the old time take the new one by its higher SEQUENCE.
        sequence: session.sequence + (moves ? 1 : 0),
      });
      await refreshFirstStart(trx, row.id);
      await record(
        trx,
        row,
        moves ? 'session_moved' : 'session_scheduled',
        by,
        `Session ${session.n} ${moves ? 'moved to' : 'scheduled for'} ${when(startAt, row.time_zone)}`,
      );
    });
  } catch (error) {
    if (isSessionOverlap(error)) throw conflict(SESSION_OVERLAPS, { start: SESSION_OVERLAPS });
    throw error;
  }
}

/** POST …/sessions/{n}/complete: a session that has started is done; the last one to come completes the booking. */
export const completeSession = (context: BookingsContext, user: SessionUser, id: string, n: string) =>
  acting(context, user, id, 'completeSession', async (trx, row, { by }) => {
    const session = await sessionOf(trx, row, n);
    assertAllowed('completeSession', row, session);
    await updateSession(trx, row.id, session.n, { status: 'done' });
    if ((await countOpenSessions(trx, row.id)) > 0) {
      await record(trx, row, 'session_completed', by, `Session ${session.n} done`);
      return;
    }
    await updateBooking(trx, row.id, { status: 'completed', outcome: 'completed' });
    await record(trx, row, 'completed', by, `Session ${session.n} done; booking completed`);
    await publishClientRecord(trx, row);
  });

/**
 * POST …/sessions/{n}/no-show: the client did not come to a session that has started. The deposit they paid is
 * kept, the sessions still to come are cancelled and the booking ends as cancelled, its outcome a no-show.
 */
export const markNoShow = (context: BookingsContext, user: SessionUser, id: string, n: string) =>
  acting(context, user, id, 'noShow', async (trx, row, { by }) => {
    const session = await sessionOf(trx, row, n);
    assertAllowed('noShow', row, session);
    const paid = row.deposit_status === 'sent' || row.deposit_status === 'received';
    await updateSession(trx, row.id, session.n, { status: 'no_show' });
    await cancelOpenSessions(trx, row.id);
    await updateBooking(trx, row.id, {
      status: 'cancelled',
      outcome: 'no_show',
      deposit_status: paid ? 'forfeited' : row.deposit_status,
      deposit_due_at: null,
    });
    await context.expiry.cancel(trx, row.id);
    await record(
      trx,
      row,
      'no_show',
      by,
      `No-show at session ${session.n}; booking cancelled${paid ? ', deposit kept' : ''}`,
    );
    await publishClientRecord(trx, row);
  });

// ─── Ending ─────────────────────────────────────────────────────────────────────────────────────────────────────

const DEPOSIT_AFTER: Partial<Record<BookingRow['deposit_status'], string>> = {
  refund_due: 'the deposit is to be refunded',
  forfeited: 'the deposit is kept (less notice than the policy asks)',
};

/**
 * POST …/cancel: either side cancels an open booking. The policy decides the deposit (booking-rules'
 * depositAfterCancel); every session still to come is cancelled, which frees its time.
 */
export const cancelBooking = (context: BookingsContext, user: SessionUser, id: string, reason: string) =>
  acting(context, user, id, 'cancel', async (trx, row, { side, by }) => {
    assertAllowed('cancel', row);
    const now = new Date();
    const sessions = (await sessionRowsOf(trx, [row.id])).map((s) => ({
      start: s.start_at,
      status: s.status,
    }));
    const rule = {
      by: side,
      nextSessionStart: nextSessionStart(sessions, now),
      noticeHours: row.policy.cancellationNoticeHours,
      now,
    };
    const deposit = depositAfterCancel({ ...rule, depositStatus: row.deposit_status });
    // Late is the rule's own question (would a paid deposit be kept?), asked whatever this booking's deposit is:
    // a client who cancels inside the notice counts in their record even when they had paid nothing.
    const late =
      side === 'client' && depositAfterCancel({ ...rule, depositStatus: 'received' }) === 'forfeited';
    await cancelOpenSessions(trx, row.id);
    await updateBooking(trx, row.id, {
      status: 'cancelled',
      deposit_status: deposit,
      deposit_due_at: null,
      ...(late && { outcome: 'late_cancellation' as const }),
    });
    await context.expiry.cancel(trx, row.id);
    const consequence = deposit === row.deposit_status ? undefined : DEPOSIT_AFTER[deposit];
    await record(trx, row, 'cancelled', by, `Cancelled: ${reason}${consequence ? `; ${consequence}` : ''}`);
    if (late) await publishClientRecord(trx, row);
  });

/**
 * Expires a booking still awaiting its deposit once `deposit_due_at` has passed (the expiry job); else nothing, so
 * a job that runs twice, or after the deposit arrived or the booking was cancelled, changes nothing.
 */
export async function expireBooking(context: BookingsContext, bookingId: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const row = await findBookingRow(trx, bookingId, { forUpdate: true });
    if (!row || refusal('expire', { booking: row.status, deposit: row.deposit_status, now: new Date() }))
      return;
    if (!(await isDepositOverdue(trx, row.id))) return;
    // A deposit the client already sent is owed back, as when the recipient ends a booking.
    const deposit = depositAfterCancel({
      by: 'recipient',
      depositStatus: row.deposit_status,
      nextSessionStart: null,
      noticeHours: 0,
      now: new Date(),
    });
    await cancelOpenSessions(trx, row.id);
    await updateBooking(trx, row.id, { status: 'expired', deposit_status: deposit });
    await record(trx, row, 'expired', 'system', 'Expired: the deposit did not arrive in time');
  });
}
