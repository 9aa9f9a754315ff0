import type { NotificationCategory } from '@inkbook/contracts/notification';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** ISO strings: service-kit's pg parser reads timestamptz so (JSON-ready, no Date round trip). */
type CreatedAt = ColumnType<string, never, never>;

/**
 * One notification per (`key`, `email`): the event that caused it (or `nudge:<inquiryId>`) and its recipient.
 * `user_id` is null for an address without an account (a client who sent an inquiry without a password).
 */
export interface NotificationsTable {
  id: Generated<string>;
  /** Insertion order, newest last: the bell pages by it. */
  seq: Generated<number>;
  key: string;
  user_id: string | null;
  email: string;
  category: NotificationCategory;
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
  created_at: CreatedAt;
  read_at: ColumnType<string | null, never, string | null>;
}
export type NotificationRow = Selectable<NotificationsTable>;
