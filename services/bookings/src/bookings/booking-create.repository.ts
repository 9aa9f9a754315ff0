import type { Insertable } from 'kysely';
import type { BookingsDb } from '../db';
import type { BookingSessionsTable, BookingsTable } from './booking.table';

// The writes that make a booking (an accepted offer, issue 23 item 5); reads and changes are in booking.repository.

export const insertBooking = (db: BookingsDb, booking: Insertable<BookingsTable>) =>
  db.insertInto('bookings').values(booking).returning('id').executeTakeFirstOrThrow();

/**
 * Inserts a booking's sessions. A scheduled one that overlaps another live session of the same performer fails
 * with the exclusion constraint `booking_sessions_no_overlap` (23P01), waiting first for a racing transaction.
 */
export const insertSessions = (db: BookingsDb, sessions: readonly Insertable<BookingSessionsTable>[]) =>
  db.insertInto('booking_sessions').values(sessions).execute();

/** Postgres refused a session that overlaps another of the same performer (the no-double-booking constraint). */
export const isSessionOverlap = (error: unknown) => {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23P01' && constraint === 'booking_sessions_no_overlap';
};
