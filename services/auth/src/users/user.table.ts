import type { Role } from '@inkbook/contracts/identity';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  role: Role;
  artist_id: string | null;
  studio_id: string | null;
  /** When the owner proved the address is theirs (a verification or reset link); null until then. */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type UserRow = Selectable<UsersTable>;
