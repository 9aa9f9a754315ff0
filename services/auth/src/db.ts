import type { Kysely, Transaction } from 'kysely';
import type { SessionsTable } from './sessions/session.table';
import type { UsersTable } from './users/user.table';

export interface AuthDatabase {
  users: UsersTable;
  sessions: SessionsTable;
}
export type AuthDb = Kysely<AuthDatabase> | Transaction<AuthDatabase>;
