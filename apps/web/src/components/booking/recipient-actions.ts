import type { Booking, BookingSession } from '@inkbook/contracts/booking';

// Which of issue 23 item 5's actions the booking's recipient (the artist or the studio) is offered in each state. The
// server has the last word (a 409 says why); these keep buttons that can only be refused off the screen.

const isOpen = (booking: Booking) => booking.status === 'awaiting_deposit' || booking.status === 'confirmed';

/** The client's deposit arrived: while the booking waits for it (due, or the client said it is sent). */
export const canMarkReceived = (booking: Booking) =>
  booking.status === 'awaiting_deposit' &&
  (booking.deposit.status === 'due' || booking.deposit.status === 'sent');

/** The deposit owed back (after a cancellation) was returned. */
export const canMarkRefunded = (booking: Booking) => booking.deposit.status === 'refund_due';

export const canCancel = isOpen;

const hasStarted = (session: BookingSession, now: Date) =>
  session.start !== null && Date.parse(session.start) <= now.getTime();

/** 'Schedule' a session without a time, 'Move' one that has not started; null when neither applies. */
export function timeActionOf(
  booking: Booking,
  session: BookingSession,
  now: Date,
): 'Schedule' | 'Move' | null {
  if (!isOpen(booking)) return null;
  if (session.status === 'unscheduled') return 'Schedule';
  if (session.status === 'scheduled' && !hasStarted(session, now)) return 'Move';
  return null;
}

/** 'Mark done' and 'No-show': only for a scheduled session of a confirmed booking that has started. */
export const canFinish = (booking: Booking, session: BookingSession, now: Date) =>
  booking.status === 'confirmed' && session.status === 'scheduled' && hasStarted(session, now);
