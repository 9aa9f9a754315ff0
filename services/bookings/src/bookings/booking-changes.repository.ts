import type { Updateable } from 'kysely';
import type { BookingsDb } from '../db';
import type { BookingSessionsTable, BookingsTable } from './booking.table';

// The writes of the booking's actions (kysely only); the shared reads are in booking.repository.ts.

export const updateBooking = (db: BookingsDb, id: string, values: Updateable<BookingsTable>) =>
  db
    .updateTable('bookings')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

export const findSession = (db: BookingsDb, bookingId: string, n: number) =>
  db
    .selectFrom('booking_sessions')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('n', '=', n)
    .executeTakeFirst();

export const updateSession = (
  db: BookingsDb,
  bookingId: string,
  n: number,
  values: Updateable<BookingSessionsTable>,
) =>
  db
    .updateTable('booking_sessions')
    .set(values)
    .where('booking_id', '=', bookingId)
    .where('n', '=', n)
    .execute();

/** Cancels every session not yet done or missed: its time is free again (the no-overlap constraint skips it). */
export const cancelOpenSessions = (db: BookingsDb, bookingId: string) =>
  db
    .updateTable('booking_sessions')
    .set({ status: 'cancelled' })
    .where('booking_id', '=', bookingId)
    .where('status', 'in', ['scheduled', 'unscheduled'])
    .execute();

/** How many sessions are still to come (scheduled or unscheduled). */
export async function countOpenSessions(db: BookingsDb, bookingId: string) {
  const { count } = await db
    .selectFrom('booking_sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('booking_id', '=', bookingId)
    .where('status', 'in', ['scheduled', 'unscheduled'])
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The offer's session length in hours (a moved or scheduled session lasts as long as the offer said). */
export async function sessionHoursOf(db: BookingsDb, offerId: string) {
  const { session_hours } = await db
    .selectFrom('offers')
    .select('session_hours')
    .where('id', '=', offerId)
    .executeTakeFirstOrThrow();
  return Number(session_hours);
}

/** The booking when its deposit's due time has passed by the database's clock (the one the expiry job ran on). */
export const isDepositOverdue = async (db: BookingsDb, id: string) =>
  !!(await db
    .selectFrom('bookings')
    .select('id')
    .where('id', '=', id)
    .where((eb) => eb('deposit_due_at', '<=', eb.fn<string>('now')))
    .executeTakeFirst());

/** A client's outcomes over all their bookings with anyone, by email (lowercased: bookings_client_email). */
export async function outcomeCounts(db: BookingsDb, clientEmail: string) {
  const counts = await db
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('outcome', '=', 'completed').as('completed'),
      eb.fn.countAll<string>().filterWhere('outcome', '=', 'late_cancellation').as('late'),
      eb.fn.countAll<string>().filterWhere('outcome', '=', 'no_show').as('noShows'),
    ])
    .where((eb) => eb(eb.fn('lower', ['client_email']), '=', clientEmail.toLowerCase()))
    .executeTakeFirstOrThrow();
  return {
    completed: Number(counts.completed),
    lateCancellations: Number(counts.late),
    noShows: Number(counts.noShows),
  };
}
