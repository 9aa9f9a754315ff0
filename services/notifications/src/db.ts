import type { Kysely, Transaction } from 'kysely';
import type { MailMessagesTable } from './mail/mail.table';

/** The notifications schema's tables; each module adds its own (recipients, notifications, preferences, mail). */
export type NotificationsDatabase = {
  mail_messages: MailMessagesTable;
};
export type NotificationsDb = Kysely<NotificationsDatabase> | Transaction<NotificationsDatabase>;
export type NotificationsTrx = Transaction<NotificationsDatabase>;
