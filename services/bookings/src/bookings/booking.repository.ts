import type { BookingActor } from '@inkbook/contracts/booking-rules';
import type { BookingsDb } from '../db';
import { toBooking } from './booking.mapper';
import type { BookingRow } from './booking.table';

// The reads every bookings module shares (kysely only): one booking whole, many at once, and its history.

export const findBookingRow = (db: BookingsDb, id: string, { forUpdate = false } = {}) => {
  const query = db.selectFrom('bookings').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

export const sessionRowsOf = (db: BookingsDb, bookingIds: readonly string[]) =>
  bookingIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('booking_sessions')
        .selectAll()
        .where('booking_id', 'in', bookingIds)
        .orderBy('n')
        .execute();

/** Whole bookings for rows already read, in their order (four queries however many). */
export async function bookingsOf(db: BookingsDb, rows: readonly BookingRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [sessions, history, signed, photos] = await Promise.all([
    sessionRowsOf(db, ids),
    db.selectFrom('booking_history').selectAll().where('booking_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('consent_forms')
      .select(['booking_id', 'signed_at'])
      .where('booking_id', 'in', ids)
      .execute(),
    db.selectFrom('healed_photos').selectAll().where('booking_id', 'in', ids).orderBy('created_at').execute(),
  ]);
  return rows.map((row) =>
    toBooking(
      row,
      sessions.filter((s) => s.booking_id === row.id),
      history.filter((h) => h.booking_id === row.id),
      {
        signedAt: signed.find((s) => s.booking_id === row.id)?.signed_at ?? null,
        photos: photos.filter((p) => p.booking_id === row.id),
      },
    ),
  );
}

/** One booking whole (undefined when there is none). */
export async function loadBooking(db: BookingsDb, id: string) {
  const row = await findBookingRow(db, id);
  return row && (await bookingsOf(db, [row]))[0];
}

/** Adds a line to a booking's history and touches its `updated_at`. */
export async function recordHistory(db: BookingsDb, bookingId: string, by: BookingActor, what: string) {
  await db.insertInto('booking_history').values({ booking_id: bookingId, by, what }).execute();
  await db.updateTable('bookings').set({ updated_at: new Date() }).where('id', '=', bookingId).execute();
}

/** The earliest scheduled session's start, kept on the booking for its lists (call after sessions change). */
export async function refreshFirstStart(db: BookingsDb, bookingId: string) {
  const first = await db
    .selectFrom('booking_sessions')
    .select((eb) => eb.fn.min('start_at').as('first'))
    .where('booking_id', '=', bookingId)
    .where('start_at', 'is not', null)
    .executeTakeFirst();
  await db
    .updateTable('bookings')
    .set({ first_start: (first?.first as Date | null | undefined) ?? null })
    .where('id', '=', bookingId)
    .execute();
}
