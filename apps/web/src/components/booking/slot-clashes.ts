import type { Booking } from '@inkbook/contracts/booking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { bookingsQueryOptions } from './booking-api';

/**
 * Whose calendar a new session goes in, by the no-double-booking rule (issue 23 item 7): the artist's; for a studio's
 * booking the named artist's, else the studio's own.
 */
export type CalendarOwner = { artistId: string } | { studioId: string; artistId: string | null };

/** A session already booked that a new one would overlap. */
export interface Clash {
  clientName: string;
  start: string;
  end: string;
}

const HOUR_MS = 3_600_000;
/** The longest session an offer may have: a session that overlaps a time starts at most this long before it. */
const LONGEST_SESSION_MS = 12 * HOUR_MS;
/** Times settle this long before their bookings are asked for: not one request per key typed. */
const SETTLE_MS = 400;

const sameCalendar = (booking: Booking, owner: CalendarOwner) =>
  'studioId' in owner && owner.artistId === null
    ? booking.studioId === owner.studioId && booking.artistId === null
    : booking.artistId === owner.artistId;

/** The first of `bookings`' live sessions in `owner`'s calendar that [start, start + hours) overlaps. */
export function clashOf(
  bookings: readonly Booking[],
  owner: CalendarOwner,
  start: string,
  hours: number,
): Clash | undefined {
  const from = Date.parse(start);
  const to = from + hours * HOUR_MS;
  for (const booking of bookings) {
    if (booking.status === 'cancelled' || booking.status === 'expired' || !sameCalendar(booking, owner))
      continue;
    const session = booking.sessions.find(
      (each) =>
        each.status !== 'cancelled' &&
        each.start !== null &&
        each.end !== null &&
        Date.parse(each.start) < to &&
        Date.parse(each.end) > from,
    );
    if (session?.start && session.end) {
      return { clientName: booking.clientName, start: session.start, end: session.end };
    }
  }
  return undefined;
}

/**
 * Each offered time's clash with a session already booked, undefined where there is none or it is not known yet:
 * the recipient's bookings around the times are fetched once the times settle. Only a warning: the server decides
 * when the client accepts.
 */
export function useSlotClashes(slots: readonly string[], hours: number, owner: CalendarOwner) {
  const starts = slots.filter(Boolean).map(Date.parse);
  const window =
    starts.length > 0 && Number.isFinite(hours)
      ? `${new Date(Math.min(...starts) - LONGEST_SESSION_MS).toISOString()}/${new Date(
          Math.max(...starts) + hours * HOUR_MS,
        ).toISOString()}`
      : '';
  const settled = useDebouncedValue(window, SETTLE_MS);
  const [from, to] = settled.split('/');
  const booked = useQuery({
    ...bookingsQueryOptions({ from, to }),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
  });
  const bookings = booked.data?.bookings;
  return slots.map((slot) => (slot && bookings ? clashOf(bookings, owner, slot, hours) : undefined));
}
