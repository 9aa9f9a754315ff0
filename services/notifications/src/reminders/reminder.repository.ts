import type { Selectable } from 'kysely';
import type { NotificationsDb } from '../db';
import type { BookingSnapshot, ReminderBookingsTable, ReminderScheduleTable } from './reminder.table';

export type KeptBooking = Selectable<ReminderBookingsTable>;
export type ScheduledRow = Selectable<ReminderScheduleTable>;

/**
 * The booking as last kept, locked until the transaction ends: its events and its jobs take turns, so a job sees
 * the booking before a change or after it, never half of it.
 */
export const lockBooking = (db: NotificationsDb, id: string) =>
  db.selectFrom('reminder_bookings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Keeps `booking` unless a newer snapshot is kept already; false when it was older (and nothing changed). */
export async function keepBooking(
  db: NotificationsDb,
  booking: BookingSnapshot,
  sessionSequences: Record<string, number>,
): Promise<boolean> {
  const values = {
    booking: JSON.stringify(booking),
    session_sequences: JSON.stringify(sessionSequences),
    updated_at: booking.updatedAt,
  };
  const kept = await db
    .insertInto('reminder_bookings')
    .values({ id: booking.id, ...values })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet(values).where('reminder_bookings.updated_at', '<=', booking.updatedAt),
    )
    .returning('id')
    .executeTakeFirst();
  return kept !== undefined;
}

export const scheduledFor = (db: NotificationsDb, bookingId: string) =>
  db.selectFrom('reminder_schedule').selectAll().where('booking_id', '=', bookingId).execute();

export async function keepScheduled(db: NotificationsDb, row: ScheduledRow) {
  const { key, ...rest } = row;
  await db
    .insertInto('reminder_schedule')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet(rest))
    .execute();
}

export const forgetScheduled = (db: NotificationsDb, key: string) =>
  db.deleteFrom('reminder_schedule').where('key', '=', key).execute();
