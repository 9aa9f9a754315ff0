import type { Kysely, Transaction } from 'kysely';

/** The notifications schema's tables; each module adds its own (recipients, notifications, preferences, mail). */
// biome-ignore lint/complexity/noBannedTypes: filled in as the modules land
export type NotificationsDatabase = {};
export type NotificationsDb = Kysely<NotificationsDatabase> | Transaction<NotificationsDatabase>;
export type NotificationsTrx = Transaction<NotificationsDatabase>;
