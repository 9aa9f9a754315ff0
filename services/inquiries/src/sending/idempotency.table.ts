import type { ColumnType } from 'kysely';

/** One row per (sender, Idempotency-Key): reserved while the first request runs, then its answer. */
export interface IdempotencyKeysTable {
  sender: string;
  key: string;
  /** A keyed hash of the first request's body; another body with the key is refused. */
  /** Null on a row kept by the release before fingerprints (never replayed). */
  fingerprint: string | null;
  /** Null while the first request is still running. */
  response: ColumnType<unknown, string | null, string | null>;
  created_at: ColumnType<Date, never, never>;
}
