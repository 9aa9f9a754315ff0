import type { Booking, BookingSession, BookingSettings } from '@inkbook/contracts/booking';
import { type SentRequest, stubApi } from '@/testing/api';

// Bookings as the bookings service answers them, for the booking screens' tests.

export const ARTIST_ID = '00000000-0000-4000-8000-0000000000a1';
export const STUDIO_ID = '00000000-0000-4000-8000-0000000000b1';
const HOUR = 3_600_000;

/** An instant `hours` from now (negative: in the past), on a whole minute. */
export const hoursFromNow = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

/** A scheduled three-hour session n starting at `start`. */
export const aSession = (n: number, start: string, more: Partial<BookingSession> = {}): BookingSession => ({
  n,
  start,
  end: new Date(Date.parse(start) + 3 * HOUR).toISOString(),
  status: 'scheduled',
  ...more,
});

let next = 0;

/** A confirmed one-session artist booking two days from now whose $100 deposit was received; `more` changes it. */
export function aBooking(more: Partial<Booking> = {}): Booking {
  next += 1;
  const id = `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    id,
    inquiryId: `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    inquiryKind: 'artist',
    offerId: `20000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    status: 'confirmed',
    artistId: ARTIST_ID,
    studioId: null,
    recipientName: 'Maya Stone',
    clientName: 'Sam Client',
    concept: 'A fine line swallow',
    priceLow: 300,
    priceHigh: 450,
    deposit: {
      amount: 100,
      status: 'received',
      dueAt: null,
      provider: 'manual',
      instructions: 'Venmo @maya',
      method: 'Venmo',
    },
    sessions: [aSession(1, hoursFromNow(48))],
    policy: {
      deposit: 'Deposits hold your date.',
      cancellation: 'Tell me 48 hours ahead.',
      touchup: 'One free touch-up.',
      cancellationNoticeHours: 48,
    },
    location: 'Ink House, Austin, TX',
    timeZone: 'America/Chicago',
    history: [{ at: '2026-01-01T10:00:00.000Z', by: 'client', what: 'Picked a time' }],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...more,
  };
}

export const FEED_URL = 'https://inkbook.test/api/calendar/old-token.ics';
export const SAVED_SETTINGS: BookingSettings = {
  timeZone: 'America/Chicago',
  depositInstructions: 'Venmo @maya',
  cancellationNoticeHours: 48,
};

/**
 * The bookings service as the Bookings tab reads it: the list (`bookings`), one booking, the settings (`settings`; a
 * PUT answers them changed) and the calendar feed (a rotation answers a new link).
 */
export function fakeBookingsService(bookings: Booking[] = [], settings = SAVED_SETTINGS) {
  return stubApi((request) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === '/api/bookings/settings') {
      const changed = request.method === 'PUT' ? (request.body as object) : {};
      return { body: { ...settings, ...changed } };
    }
    if (path === '/api/calendar/feed') return { body: { url: FEED_URL } };
    if (path === '/api/calendar/feed/rotate') return { body: { url: FEED_URL.replace('old', 'new') } };
    if (path === '/api/bookings') return { body: { bookings, nextCursor: null } };
    const one = bookings.find((booking) => path === `/api/bookings/${booking.id}`);
    return one ? { body: { booking: one } } : { status: 404, body: { message: 'Booking not found' } };
  });
}

/** The list requests among those sent. */
export const listRequests = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'GET' && request.url.startsWith('/api/bookings?'));
