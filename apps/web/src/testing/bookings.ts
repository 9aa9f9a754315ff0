import {
  type Booking,
  type BookingSession,
  type BookingSettings,
  bookingSchema,
  type Offer,
  offerSchema,
} from '@inkbook/contracts/booking';
import { bookingEndpoints } from '@inkbook/contracts/booking-endpoints';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import { type Endpoint, fillPath } from '@inkbook/contracts/route';
import { afterEach, beforeEach, vi } from 'vitest';
import type { OfferSubject } from '@/components/booking/offer-defaults';
import { type FakeAnswer, type SentRequest, stubApi } from './api';

// Offers and bookings as the bookings service answers them, for every booking screen's tests (the recipient's and
// the client's): the contracts' event samples without the event's own fields, so a field the contract gains shows
// here too; a fake gateway answering them; and the client's story, in New York, with an artist in Berlin.

/** The samples' artist and studio. */
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

/** The samples' offer and the booking its acceptance made, without the events' own fields. */
const sampleOffer = () => offerSchema.parse(sampleEventPayload('bookings.offer.created'));
const sampleBooking = () => bookingSchema.parse(sampleEventPayload('bookings.booking.created'));

/** The inquiry every fixture answers unless told: a screen's offers and bookings are one inquiry's. */
export const INQUIRY = sampleOffer().inquiryId;

let made = 0;
/** A new id for each fixture (`kind`, one hex digit, tells them apart when read): the rows of a list keep apart. */
const fixtureId = (kind: string) => {
  made += 1;
  return `${kind}0000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
};

/**
 * An open offer on INQUIRY from Maya Stone on the samples' terms ($300 – $450, one session of 3 hours, a $100 deposit due within
 * 48 hours, in Chicago time), for two times two and three days from now; `more` changes it.
 */
export const anOffer = (more: Partial<Offer> = {}): Offer => ({
  ...sampleOffer(),
  id: fixtureId('f'),
  recipientName: 'Maya Stone',
  slots: [hoursFromNow(48), hoursFromNow(72)],
  ...more,
});

/**
 * A confirmed booking on INQUIRY, Sam Client's with Maya Stone on the samples' terms, its one session two days from now and its
 * $100 deposit received by Venmo; `more` changes it.
 */
export function aBooking(more: Partial<Booking> = {}): Booking {
  const sample = sampleBooking();
  return {
    ...sample,
    id: fixtureId('b'),
    offerId: fixtureId('f'),
    status: 'confirmed',
    recipientName: 'Maya Stone',
    deposit: { ...sample.deposit, status: 'received', dueAt: null, method: 'Venmo' },
    sessions: [aSession(1, hoursFromNow(48))],
    ...more,
  };
}

/** INQUIRY as its artist reads it to send an offer: quoted $300 - $450 for 3 hours with a $100 deposit. */
export const anArtistSubject = (more: Partial<Extract<OfferSubject, { kind: 'artist' }>['inquiry']> = {}) =>
  ({
    kind: 'artist',
    inquiry: {
      id: INQUIRY,
      artistId: ARTIST_ID,
      budgetMin: 200,
      budgetMax: 500,
      aiEstimateRange: '$300 - $450',
      aiEstimatedHours: 3,
      aiDeposit: 100,
      ...more,
    },
  }) satisfies OfferSubject;

/** The browser's time zone for each test of the file; the real one comes back after each. */
export function useViewerZone(timeZone: string) {
  beforeEach(() => {
    vi.stubEnv('TZ', timeZone);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}

// The client's story: on 1 December 2026 in New York (`useClientClock`), Maya Stone in Berlin offers two times.

export const OFFER = '55555555-5555-4555-8555-555555555555';
export const BOOKING = '66666666-6666-4666-8666-666666666666';
/** Thursday 10 December 2026, 11:00 in New York, 17:00 in Berlin. */
export const SLOT_1 = '2026-12-10T16:00:00.000Z';
/** Friday 11 December 2026, 15:30 in New York, 21:30 in Berlin. */
export const SLOT_2 = '2026-12-11T20:30:00.000Z';

const inBerlin = {
  priceLow: 800,
  priceHigh: 1200,
  location: 'Ink & Iron, 12 Main St',
  timeZone: 'Europe/Berlin',
} satisfies Partial<Offer> & Partial<Booking>;

/** Maya Stone's open offer to the client: $800 – $1,200, two sessions of 3 hours, a $200 deposit, SLOT_1 or SLOT_2. */
export const anOfferFromBerlin = (more: Partial<Offer> = {}): Offer =>
  anOffer({
    ...inBerlin,
    id: OFFER,
    sessions: 2,
    deposit: 200,
    slots: [SLOT_1, SLOT_2],
    note: 'Bring a reference printout.',
    ...more,
  });

/**
 * The booking the client's pick of SLOT_1 made: awaiting its $200 deposit (manual, due 3 December), session 2 not
 * scheduled yet.
 */
export const aBookingInBerlin = (more: Partial<Booking> = {}): Booking =>
  aBooking({
    ...inBerlin,
    id: BOOKING,
    offerId: OFFER,
    status: 'awaiting_deposit',
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
    history: [{ at: '2026-12-01T10:00:00.000Z', by: 'client', what: 'Accepted the offer' }],
    ...more,
  });

/** The client in New York on 1 December 2026, noon there; the real clock and zone come back after each test. */
export function useClientClock() {
  useViewerZone('America/New_York');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T17:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

// The gateway.

/** The feed's absolute URL as the service answers it (old, until a rotation answers the new one). */
export const FEED_URL = `https://inkbook.test${fillPath(bookingEndpoints.feedFile.path, { token: 'old-token.ics' })}`;
export const SAVED_SETTINGS: BookingSettings = {
  timeZone: 'America/Chicago',
  depositInstructions: 'Venmo @maya',
  cancellationNoticeHours: 48,
  aftercare: 'Wash gently twice a day and keep it out of the sun.',
};

/** What the fake gateway holds: a test's action changes it as the service would, and reads after it see that. */
export interface BookingsState {
  /** The inquiry's offers, newest first. */
  offers?: Offer[];
  bookings?: Booking[];
  settings?: BookingSettings;
}

const notFound = (): FakeAnswer => ({ status: 404, body: { message: 'Not found' } });

/**
 * The bookings service behind the gateway, as the booking screens read it, from `state`: an inquiry's offers, the
 * bookings (the list, one by id), the settings (a PUT changes them) and the calendar feed (a rotation
 * answers a new link). Anything else (an action, another service's read) is `act`'s to answer: 404 unless told.
 * Gives back the requests sent.
 */
export function fakeBookingsGateway(
  state: BookingsState = {},
  act: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer> = notFound,
) {
  const e = bookingEndpoints;
  const is = (request: SentRequest, { method, path }: Endpoint, pathname: string) =>
    request.method === method && pathname === path;
  return stubApi((request) => {
    const { pathname } = new URL(request.url, 'http://inkbook.test');
    const settings = state.settings ?? SAVED_SETTINGS;
    if (is(request, e.listOffers, pathname)) return { body: { offers: state.offers ?? [] } };
    if (is(request, e.list, pathname)) return { body: { bookings: state.bookings ?? [], nextCursor: null } };
    if (is(request, e.settings, pathname)) return { body: settings };
    if (is(request, e.updateSettings, pathname)) {
      state.settings = { ...settings, ...(request.body as Partial<BookingSettings>) };
      return { body: state.settings };
    }
    if (is(request, e.feed, pathname)) return { body: { url: FEED_URL } };
    if (is(request, e.rotateFeed, pathname)) return { body: { url: FEED_URL.replace('old', 'new') } };
    const booking = state.bookings?.find((each) => pathname === fillPath(e.get.path, { id: each.id }));
    return request.method === 'GET' && booking ? { body: { booking } } : act(request);
  });
}

/** The requests for the list of bookings among those sent. */
export const listRequests = (sent: SentRequest[]) =>
  sent.filter(
    (request) => request.method === 'GET' && request.url.startsWith(`${bookingEndpoints.list.path}?`),
  );

/** The actions among the requests sent: all but reads. */
export const actionsSent = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');
