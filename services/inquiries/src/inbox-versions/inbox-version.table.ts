import type { ColumnType } from 'kysely';

/**
 * A recipient's inbox version (migration 013): a fresh value of one sequence, written only by triggers in the
 * transaction of every write an inbox shows; read-only here. Kind `clients` is the clients' track records' one.
 */
export interface InboxVersionsTable {
  recipient_kind: ColumnType<'artist' | 'studio' | 'clients', never, never>;
  recipient_id: ColumnType<string, never, never>;
  version: ColumnType<string, never, never>;
}
