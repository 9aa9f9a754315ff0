import type { Booking } from '@inkbook/contracts/booking';
import { nextSessionStart } from '@inkbook/contracts/booking-rules';
import { dayIn } from './booking-time';

/**
 * Where an inquiry's booking stands, in a few words for the client's list ('Booked: Thu, Dec 10'): the day is the
 * next session's, else the first scheduled one's.
 */
export function clientBookingLine(booking: Booking, now = new Date()): string {
  const start =
    nextSessionStart(booking.sessions, now) ??
    booking.sessions.find((session) => session.status === 'scheduled')?.start;
  const on = start ? `: ${dayIn(start)}` : '';
  switch (booking.status) {
    case 'awaiting_deposit':
      return `Awaiting deposit${on}`;
    case 'confirmed':
      return `Booked${on}`;
    case 'completed':
      return 'Completed';
    case 'cancelled':
      return 'Booking cancelled';
    case 'expired':
      return 'Booking expired';
  }
}

/** Each inquiry's newest booking among `bookings`, by inquiry id. */
export function newestBookingByInquiry(bookings: readonly Booking[]): Map<string, Booking> {
  const newest = new Map<string, Booking>();
  for (const booking of bookings) {
    const seen = newest.get(booking.inquiryId);
    if (!seen || seen.createdAt < booking.createdAt) newest.set(booking.inquiryId, booking);
  }
  return newest;
}
