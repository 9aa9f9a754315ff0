import type { CalendarSession } from '../calendars/booking-ics';
import type { BookingRow, BookingSessionRow } from './booking.table';

/**
 * A booking's sessions as calendar events, as its parties see them (the .ics download and the confirmation email):
 * every session with a time, the tattoo named by who does it and the idea.
 */
export function bookingCalendarSessions(
  row: Pick<BookingRow, 'id' | 'recipient_name' | 'location' | 'concept' | 'status'>,
  sessions: readonly BookingSessionRow[],
): CalendarSession[] {
  return sessions.flatMap((s) =>
    s.start_at && s.end_at
      ? [
          {
            bookingId: row.id,
            n: s.n,
            start: new Date(s.start_at),
            end: new Date(s.end_at),
            // A cancelled or expired booking cancels every session in calendars that kept it.
            status: row.status === 'cancelled' || row.status === 'expired' ? 'cancelled' : s.status,
            sequence: s.sequence,
            summary:
              sessions.length > 1
                ? `Tattoo session ${s.n} with ${row.recipient_name}`
                : `Tattoo with ${row.recipient_name}`,
            location: row.location,
            description: row.concept,
          },
        ]
      : [],
  );
}
