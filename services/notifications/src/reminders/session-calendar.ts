import type { BookingSession } from '@inkbook/contracts/booking';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingSnapshot } from './reminder.table';

// A reminder's .ics: the one session it is about, as bookings' calendarOf writes each session
// (services/bookings/src/calendars/booking-ics.ts): the same UID, summary and place, so opening it updates the event
// a calendar kept from the confirmation instead of adding a second one. Services do not import each other, so the
// few lines are written again here with the same library (ical-generator) rather than moved to a shared package.

/** The UID bookings gives the session for its whole life. */
export const sessionUid = (bookingId: string, n: number) => `${bookingId}-${n}@inkbook`;

/**
 * Each session's SEQUENCE after `after` replaced `before`: raised by one when a session that was scheduled got
 * another start, which is when bookings raises its own, so a calendar takes the reminder's time over an older one.
 */
export function sequencesAfter(
  before: Pick<BookingSnapshot, 'sessions'> | undefined,
  sequences: Record<string, number>,
  after: Pick<BookingSnapshot, 'sessions'>,
): Record<string, number> {
  return Object.fromEntries(
    after.sessions.map((session) => {
      const old = before?.sessions.find((s) => s.n === session.n);
      const moved =
        old?.status === 'scheduled' &&
        old.start !== null &&
        session.start !== null &&
        Date.parse(old.start) !== Date.parse(session.start);
      return [String(session.n), (sequences[String(session.n)] ?? 0) + (moved ? 1 : 0)];
    }),
  );
}

/** The iCalendar document of one scheduled session of `booking`. */
export function sessionCalendar(
  booking: Pick<BookingSnapshot, 'id' | 'recipientName' | 'location' | 'concept' | 'sessions'>,
  session: BookingSession & { start: string; end: string },
  sequence: number,
): string {
  const name = `Tattoo with ${booking.recipientName}`;
  const calendar = ical({
    name,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Inkbook', product: 'Reminders', language: 'EN' },
  });
  calendar.createEvent({
    id: sessionUid(booking.id, session.n),
    start: new Date(session.start),
    end: new Date(session.end),
    summary: booking.sessions.length > 1 ? `Tattoo session ${session.n} with ${booking.recipientName}` : name,
    location: booking.location,
    description: booking.concept,
    sequence,
    status: ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
