import type { mailStatuses, NotificationCategory } from '@inkbook/contracts/notification';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { EmailAttachment } from '../ports';

export type MailStatus = (typeof mailStatuses)[number];

/** ISO strings: service-kit's pg parser reads timestamptz so (JSON-ready, no Date round trip). */
type CreatedAt = ColumnType<string, never, never>;

/** Every email: whole until an SMTP server accepted it (then metadata only), whole for good in the embedded mailbox. */
export interface MailMessagesTable {
  id: Generated<string>;
  notification_id: string | null;
  to: string;
  from: string;
  subject: string;
  /** Null for account emails (verify, reset, take-over): no unsubscribe, always sent. */
  category: NotificationCategory | null;
  html: string | null;
  text: string | null;
  headers: ColumnType<Record<string, string>, string, string>;
  /** JSON; null once an SMTP server accepted the message (as html and text). */
  attachments: ColumnType<EmailAttachment[] | null, string | undefined, string | null>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, never, number>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: ColumnType<string | null, never, string | null>;
}
export type MailMessageRow = Selectable<MailMessagesTable>;
