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
    /** Asserts `res` answered `status`, showing the body when it did not. */
    expectStatus(res: { statusCode: number; body: string }, status: number) {
      expect(res.statusCode, res.body).toBe(status);
    },
  });
}
