import type { BookingsDatabase } from '@inkbook/bookings/testing';
import { waitFor } from '@inkbook/inquiries/testing';
import { createDb } from '@inkbook/service-kit';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { useInquiryJourney } from '../inquiries/inquiries-stack';

const HOUR = 3_600_000;

/** An ISO instant `hours` from now on a whole minute. */
export const hoursFromNow = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

/**
 * The booking journeys through the gateway: the inquiry journey's stack (every service, bookings included) with
 * the bookings schema at hand, for waiting on its projections and for letting time pass (a session that has
 * started can be marked done; no test waits days).
 */
export function useBookingJourney(env: Record<string, string> = {}) {
  const journey = useInquiryJourney(env);
  const state = {} as { db: Kysely<BookingsDatabase> };
  beforeAll(() => {
    state.db = createDb<BookingsDatabase>(journey.stack.databaseUrl, 'bookings', { max: 2 });
  });
  afterAll(() => state.db?.destroy());
  return Object.assign(journey, {
    /** The bookings schema, ready inside tests (a function: Object.assign would read a getter once, too early). */
    bookingsDb: () => state.db,
    /** Resolves once bookings has learned inquiry `id` (its offers need it). */
    knowsInquiry: (id: string) =>
      waitFor(
        async () =>
          !!(await state.db.selectFrom('inquiries').select('id').where('id', '=', id).executeTakeFirst()),
        `bookings knows inquiry ${id}`,
      ),
    /** Resolves once bookings knows `artistId` as one of `studioId`'s verified artists (a studio's offer may name it). */
    knowsVerified: (studioId: string, artistId: string) =>
      waitFor(
        async () =>
          !!(await state.db
            .selectFrom('verified_artists')
            .select('artist_id')
            .where('studio_id', '=', studioId)
            .where('artist_id', '=', artistId)
            .executeTakeFirst()),
        `bookings knows ${artistId} is verified by ${studioId}`,
      ),
    /** Moves every session of `bookingId` `hours` into the past, as if that time had passed. */
    async timePasses(bookingId: string, hours: number) {
      await sql`update booking_sessions
        set start_at = start_at - make_interval(hours => ${hours}), end_at = end_at - make_interval(hours => ${hours})
        where booking_id = ${bookingId} and start_at is not null`.execute(state.db);
    },
    /**
     * The artist offers on the client's artist inquiry (no deposit, one two-hour session ten days out) and the client
     * accepts: the booking, confirmed at once.
     */
    async confirmedBooking(artistCookie: string, clientCookie: string, inquiryId: string) {
      const offered = await journey.send('POST', '/api/offers', {
        cookie: artistCookie,
        payload: {
          inquiryId,
          inquiryKind: 'artist',
          priceLow: 400,
          priceHigh: 400,
          sessions: 1,
          sessionHours: 2,
          deposit: 0,
          slots: [hoursFromNow(24 * 10)],
          location: 'Ink & Iron, 12 Main St, Austin',
        },
      });
      expect(offered.statusCode, offered.body).toBe(201);
      const { offer } = offered.json();
      const accepted = await journey.send('POST', `/api/offers/${offer.id}/accept`, {
        cookie: clientCookie,
        payload: { slot: offer.slots[0] },
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json().booking.status).toBe('confirmed');
      return accepted.json().booking;
    },
    /** Asserts `res` answered `status`, showing the body when it did not. */
    expectStatus(res: { statusCode: number; body: string }, status: number) {
      expect(res.statusCode, res.body).toBe(status);
    },
  });
}
