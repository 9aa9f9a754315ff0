import type { BookingEvent } from '@inkbook/contracts/booking';
import type { EventPayload, EventSubject } from '@inkbook/contracts/events';
import { type Kysely, sql } from 'kysely';
import type { BookingsDatabase } from '../db';

type Db = Kysely<BookingsDatabase>;

/** The payloads bookings enqueued under `subject`, oldest first: what the platform will hear. */
export async function eventsOf<S extends EventSubject>(db: Db, subject: S) {
  const { rows } = await sql<{ payload: EventPayload<S> }>`
    select payload from bookings.outbox where subject = ${subject} order by seq`.execute(db);
  return rows.map((row) => row.payload);
}

/** What changed in booking `id` and who changed it, event by event (`deposit_sent by client`), oldest first. */
export async function bookingChangesOf(db: Db, id: string) {
  const { rows } = await sql<{ payload: BookingEvent }>`
    select payload from bookings.outbox
    where subject in ('bookings.booking.created', 'bookings.booking.updated') and payload->>'id' = ${id}
    order by seq`.execute(db);
  return rows.map(({ payload }) => `${payload.change} by ${payload.by}`);
}
