import type { EventPayload } from '@inkbook/contracts/events';
import type { ColumnType } from 'kysely';

/**
 * A booking as reminders need it when they run, long after its event: the event's snapshot without what only the
 * event itself means (the change, who made it, the .ics, the aftercare) or what reminders never read (history,
 * healed photos).
 */
export type BookingSnapshot = Omit<
  EventPayload<'bookings.booking.created'>,
  'change' | 'by' | 'ics' | 'aftercare' | 'history' | 'healedPhotos'
>;

/** JSON written as a string, read back parsed (pg parses jsonb). */
type Json<T> = ColumnType<T, string, string>;

/** The latest snapshot of each booking seen in bookings' events (an older one arriving late is ignored). */
export interface ReminderBookingsTable {
  id: string;
  booking: Json<BookingSnapshot>;
  /**
   * Each session's calendar SEQUENCE (by its number), raised on every move as bookings raises its own: the
   * reminder's .ics then updates the event a calendar kept from the confirmation.
   */
  session_sequences: Json<Record<string, number>>;
  /** The snapshot's `updatedAt`. */
  updated_at: string;
}

/**
 * The jobs scheduled for a booking, one per key (`reminder.plan.ts`): what the next event of the booking compares
 * its new plan with, to move or cancel only what changed.
 */
export interface ReminderScheduleTable {
  key: string;
  booking_id: string;
  /** The session start the job was made for (null for the healing check-in). */
  session_start: string | null;
  due_at: string;
}

export interface ReminderTables {
  reminder_bookings: ReminderBookingsTable;
  reminder_schedule: ReminderScheduleTable;
}
