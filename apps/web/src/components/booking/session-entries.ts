import type { Booking, BookingSession } from '@inkbook/contracts/booking';
import type { SessionStatus } from '@inkbook/contracts/booking-rules';
import { dayKey } from './booking-time';

// The sessions a recipient's calendar lists (issue 23 item 11, the Bookings tab): each one with its booking, by
// start, grouped by the viewer's day.

/** Whose Bookings tab: the artist's (its own inquiries' bookings) or the studio's. */
export interface BookingOwner {
  kind: 'artist' | 'studio';
  id: string;
}

/**
 * Whether the owner is the booking's recipient. The list answers every booking of the signed-in account: an account
 * that is an artist and a studio gets both sides', and anyone may also have booked as a client.
 */
export const isRecipientOf = (owner: BookingOwner) => (booking: Booking) =>
  owner.kind === 'artist'
    ? booking.inquiryKind === 'artist' && booking.artistId === owner.id
    : booking.inquiryKind === 'studio' && booking.studioId === owner.id;

export interface SessionEntry {
  booking: Booking;
  session: BookingSession & { start: string };
}

interface EntryFilter {
  owner: BookingOwner;
  /** Sessions starting in [from, to) (to left out: no end). */
  from: Date;
  to?: Date;
  statuses: ReadonlySet<SessionStatus>;
}

/** The owner's sessions of these statuses starting in the range, earliest first. */
export function sessionEntries(bookings: readonly Booking[], { owner, from, to, statuses }: EntryFilter) {
  const inRange = (start: number) => start >= from.getTime() && (!to || start < to.getTime());
  return bookings
    .filter(isRecipientOf(owner))
    .flatMap((booking) =>
      booking.sessions
        .filter((session): session is SessionEntry['session'] => session.start !== null)
        .filter((session) => statuses.has(session.status) && inRange(Date.parse(session.start)))
        .map((session) => ({ booking, session })),
    )
    .sort((a, b) => Date.parse(a.session.start) - Date.parse(b.session.start));
}

/** Entries by the viewer's day ('YYYY-MM-DD'), in the order given. */
export function byDay(entries: readonly SessionEntry[]) {
  const days = new Map<string, SessionEntry[]>();
  for (const entry of entries) {
    const key = dayKey(entry.session.start);
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return days;
}
