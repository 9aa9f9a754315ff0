import type { ColumnType } from 'kysely';

/** One row per (sender, Idempotency-Key): the first request's answer, kept for its retries. */
export interface IdempotencyKeysTable {
  sender: string;
  key: string;
  /** A keyed hash of the first request's body; another body with the key is refused. */
  /** Null on a row kept by the release before fingerprints (never replayed). */
  fingerprint: string | null;
  /** Null only on a reservation of the release before turns (issue 27), which is never replayed. */
  response: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, never, Date>;
}
