import type { Role } from '@inkbook/contracts/identity';
import type { Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  role: Role;
  artist_id: string | null;
  studio_id: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type UserRow = Selectable<UsersTable>;
