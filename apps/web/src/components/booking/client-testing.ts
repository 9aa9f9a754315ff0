import type { Booking, Offer } from '@inkbook/contracts/booking';
import { afterEach, beforeEach, vi } from 'vitest';
import { type FakeAnswer, type SentRequest, stubApi } from '@/testing/api';
import { stubServerEvents } from '@/testing/server-events';

// The client's booking screens' tests: one offer and one booking as the gateway answers them, a fake gateway that
// keeps them, and a clock and zone fixed for the test (the client in New York, the artist in Berlin).

export const INQUIRY = '22222222-2222-4222-8222-222222222222';
export const OFFER = '55555555-5555-4555-8555-555555555555';
export const BOOKING = '66666666-6666-4666-8666-666666666666';

/** Thursday 10 December 2026, 11:00 in New York, 17:00 in Berlin. */
export const SLOT_1 = '2026-12-10T16:00:00.000Z';
/** Friday 11 December 2026, 15:30 in New York, 21:30 in Berlin. */
export const SLOT_2 = '2026-12-11T20:30:00.000Z';

const policy = {
  deposit: 'Deposits hold your time and come off the final price.',
  cancellation: 'Cancel 48 hours ahead for your deposit back.',
  touchup: 'One free touch-up within 3 months.',
  cancellationNoticeHours: 48,
};

export const anOffer = (more: Partial<Offer> = {}): Offer => ({
  id: OFFER,
  inquiryId: INQUIRY,
  inquiryKind: 'artist',
  status: 'open',
  artistId: '33333333-3333-4333-8333-333333333333',
  studioId: null,
  recipientName: 'Maya Stone',
  priceLow: 800,
  priceHigh: 1200,
  sessions: 2,
  sessionHours: 3,
  deposit: 200,
  depositDueHours: 48,
  slots: [SLOT_1, SLOT_2],
  location: 'Ink & Iron, 12 Main St',
  note: 'Bring a reference printout.',
  timeZone: 'Europe/Berlin',
  policy,
  declineReason: null,
  bookingId: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
  ...more,
});

export const aBooking = (more: Partial<Booking> = {}): Booking => ({
  id: BOOKING,
  inquiryId: INQUIRY,
  inquiryKind: 'artist',
  offerId: OFFER,
  status: 'awaiting_deposit',
  artistId: '33333333-3333-4333-8333-333333333333',
  studioId: null,
  recipientName: 'Maya Stone',
  clientName: 'Jo Client',
  concept: 'A fern on the forearm',
  priceLow: 800,
  priceHigh: 1200,
  deposit: {
    amount: 200,
    status: 'due',
    dueAt: '2026-12-03T10:00:00.000Z',
    provider: 'manual',
    instructions: 'Venmo @maya-stone, with your name.',
    method: null,
  },
  sessions: [
    { n: 1, start: SLOT_1, end: '2026-12-10T19:00:00.000Z', status: 'scheduled' },
    { n: 2, start: null, end: null, status: 'unscheduled' },
  ],
  policy,
  location: 'Ink & Iron, 12 Main St',
  timeZone: 'Europe/Berlin',
  history: [{ at: '2026-12-01T10:00:00.000Z', by: 'client', what: 'Accepted the offer' }],
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...more,
});

/** What the fake gateway holds: the inquiry's offers (newest first) and the booking, changed by what a test sends. */
export interface GatewayState {
  offers: Offer[];
  booking?: Booking;
}

/**
 * The gateway: reads answer from `state`; a POST answers what `post` says (404 unless told). Also stubs the event
 * stream, for `useLiveBookings`.
 */
export function fakeBookingGateway(
  state: GatewayState,
  post: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer> = () => ({ status: 404 }),
) {
  const events = stubServerEvents();
  const sent = stubApi((request) => {
    if (request.method !== 'GET') return post(request);
    if (request.url.startsWith('/api/offers?')) return { body: { offers: state.offers } };
    if (request.url === `/api/bookings/${BOOKING}` && state.booking)
      return { body: { booking: state.booking } };
    return { status: 404, body: { message: 'Not found' } };
  });
  return { sent, events, posts: () => sent.filter((request) => request.method === 'POST') };
}

/** The client in New York on 1 December 2026, noon there; the real clock and zone come back after each test. */
export function useClientClock() {
  beforeEach(() => {
    vi.stubEnv('TZ', 'America/New_York');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T17:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });
}
