import type { ColumnType } from 'kysely';

/** A client's track record from bookings' events, keyed by their lower-cased email (counts only). */
export interface ClientRecordsTable {
  email: string;
  completed: number;
  late_cancellations: number;
  no_shows: number;
  /** The time of the event the counts came from. */
  occurred_at: ColumnType<string, string, string>;
}
