import type { Kysely, Transaction } from 'kysely';
import type { AccountsTable } from './accounts/account.table';
import type { MailMessagesTable } from './mail/mail.table';
import type { MessageEmailThrottleTable } from './notifications/message-email-throttle';
import type { NotificationsTable } from './notifications/notification.table';
import type { RecipientWaitsTable } from './notifications/recipient-waits';
import type { NudgeTables } from './nudges/nudge.table';
import type { EmailPreferencesTable } from './preferences/preference.table';
import type { ProfileStatusesTable, ProfilesTable } from './profiles/profile.table';
import type { ReminderTables } from './reminders/reminder.table';

/** The notifications schema's tables; each module adds its own (recipients, notifications, preferences, mail). */
export interface NotificationsDatabase extends NudgeTables, ReminderTables {
  accounts: AccountsTable;
  profiles: ProfilesTable;
  profile_statuses: ProfileStatusesTable;
  notifications: NotificationsTable;
  email_preferences: EmailPreferencesTable;
  recipient_waits: RecipientWaitsTable;
  mail_messages: MailMessagesTable;
  message_email_throttle: MessageEmailThrottleTable;
}
export type NotificationsDb = Kysely<NotificationsDatabase> | Transaction<NotificationsDatabase>;
export type NotificationsTrx = Transaction<NotificationsDatabase>;
