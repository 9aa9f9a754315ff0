import type { Generated } from 'kysely';

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Generated<string>;
  last_seen_at: Generated<string>;
  idle_expires_at: string;
  expires_at: string;
}
