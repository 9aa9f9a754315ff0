import type { Kysely, Transaction } from 'kysely';
import type { NudgeTables } from './nudges/nudge.table';

/** The notifications schema's tables; each module adds its own (recipients, notifications, preferences, mail). */
export type NotificationsDatabase = NudgeTables;
export type NotificationsDb = Kysely<NotificationsDatabase> | Transaction<NotificationsDatabase>;
export type NotificationsTrx = Transaction<NotificationsDatabase>;
