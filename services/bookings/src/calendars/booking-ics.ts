import type { SessionStatus } from '@inkbook/contracts/booking-rules';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** One session as a calendar event: its start and end, its state, and how often it moved (SEQUENCE). */
export interface CalendarSession {
  /** The booking's id and the session's number make its UID, stable across moves. */
  bookingId: string;
  n: number;
  start: Date;
  end: Date;
  status: SessionStatus;
  sequence: number;
  summary: string;
  location: string;
  description?: string;
}

/** `<booking id>-<n>@inkbook`: the same session keeps its UID for its whole life, so a move updates the event. */
export const sessionUid = (bookingId: string, n: number) => `${bookingId}-${n}@inkbook`;

/**
 * An iCalendar document (ical-generator) with one event per session that has a time: a stable UID, SEQUENCE raised
 * on every move, STATUS:CANCELLED once cancelled. Used for a booking's .ics, the confirmation email's attachment
 * and the subscribable feed alike.
 */
export function calendarOf(name: string, sessions: readonly CalendarSession[]): string {
  // METHOD:PUBLISH matches the confirmation email's `text/calendar; method=PUBLISH`: a copy to keep, not an invitation.
  const calendar = ical({
    name,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Inkbook', product: 'Bookings', language: 'EN' },
  });
  for (const session of sessions) {
    calendar.createEvent({
      id: sessionUid(session.bookingId, session.n),
      start: session.start,
      end: session.end,
      summary: session.summary,
      location: session.location,
      description: session.description ?? null,
      sequence: session.sequence,
      status: session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
