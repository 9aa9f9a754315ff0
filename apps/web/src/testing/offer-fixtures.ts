import type { Booking, Offer } from '@inkbook/contracts/booking';

// Offers and bookings as the bookings service answers them, for the web's booking screens' tests: each test says
// only what it is about.

export const FIXTURE_ARTIST_ID = '22222222-2222-4222-8222-222222222222';
export const FIXTURE_INQUIRY_ID = '11111111-1111-4111-8111-111111111111';
const AT = '2030-01-01T12:00:00.000Z';
const policy = { deposit: null, cancellation: null, touchup: null, cancellationNoticeHours: 48 };

export const anOffer = (more: Partial<Offer> = {}): Offer => ({
  id: '33333333-3333-4333-8333-333333333333',
  inquiryId: FIXTURE_INQUIRY_ID,
  inquiryKind: 'artist',
  status: 'open',
  artistId: FIXTURE_ARTIST_ID,
  studioId: null,
  recipientName: 'Maya Stone',
  priceLow: 300,
  priceHigh: 450,
  sessions: 1,
  sessionHours: 3,
  deposit: 100,
  depositDueHours: 48,
  slots: ['2030-03-04T15:00:00.000Z'],
  location: 'Stone Tattoo, 1 Main St',
  note: null,
  timeZone: 'America/New_York',
  policy,
  declineReason: null,
  bookingId: null,
  createdAt: AT,
  updatedAt: AT,
  ...more,
});

export const aBooking = (more: Partial<Booking> = {}): Booking => ({
  id: '44444444-4444-4444-8444-444444444444',
  inquiryId: '55555555-5555-4555-8555-555555555555',
  inquiryKind: 'artist',
  offerId: '66666666-6666-4666-8666-666666666666',
  status: 'confirmed',
  artistId: FIXTURE_ARTIST_ID,
  studioId: null,
  recipientName: 'Maya Stone',
  clientName: 'Jo Client',
  concept: 'A swallow',
  priceLow: 300,
  priceHigh: 450,
  deposit: { amount: 0, status: 'none', dueAt: null, provider: 'manual', instructions: null, method: null },
  sessions: [
    { n: 1, start: '2030-03-04T16:00:00.000Z', end: '2030-03-04T19:00:00.000Z', status: 'scheduled' },
  ],
  policy,
  location: 'Stone Tattoo, 1 Main St',
  timeZone: 'America/New_York',
  history: [],
  createdAt: AT,
  updatedAt: AT,
  ...more,
});
