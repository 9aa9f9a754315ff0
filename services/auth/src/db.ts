import type { Kysely, Transaction } from 'kysely';
import type { LinkTokensTable } from './links/link.table';
import type { SessionsTable } from './sessions/session.table';
import type { UsersTable } from './users/user.table';

export interface AuthDatabase {
  users: UsersTable;
  sessions: SessionsTable;
  link_tokens: LinkTokensTable;
}
export type AuthDb = Kysely<AuthDatabase> | Transaction<AuthDatabase>;
/** Where accounts change: only inside a transaction, with their event (the outbox, DESIGN §4). */
export type AuthTrx = Transaction<AuthDatabase>;
