import type { ColumnType, Generated, Selectable } from 'kysely';

/** A person waiting for an artist's or a studio's books (issue 26 item 2); exactly one of the recipient ids is set. */
export interface WaitlistEntriesTable {
  id: Generated<string>;
  artist_id: string | null;
  studio_id: string | null;
  name: string;
  email: string;
  /** The email as a key (trimmed, lower-cased): one waiting entry per person and recipient. */
  email_key: string;
  idea: string;
  size: string | null;
  preferred_months: string[];
  /** ISO strings (service-kit's timestamptz parser). */
  created_at: ColumnType<string, never, never>;
  /** SHA-256 of the latest invite's token; the token itself is only in the invite's event. */
  invite_token_hash: string | null;
  invited_at: string | null;
  invite_expires_at: string | null;
  /** Set when the invite let an inquiry through: the entry has left the queue but its link can still say 'used'. */
  invite_used_at: string | null;
}

export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;
