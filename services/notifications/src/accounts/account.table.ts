import type { Role } from '@inkbook/contracts/identity';
import type { Selectable } from 'kysely';

/** An account of auth's, as its `auth.user.*` events describe it; `email` lowercased. */
export interface AccountsTable {
  id: string;
  email: string;
  role: Role;
  artist_id: string | null;
  studio_id: string | null;
  email_verified: boolean;
}
export type AccountRow = Selectable<AccountsTable>;
