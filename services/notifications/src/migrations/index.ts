import type { Migration } from 'kysely';
import * as notifications from './2026-11-26_001_notifications';
import * as mail from './2026-11-26_002_mail';
import * as nudges from './2026-11-26_003_nudges';
import * as messageEmailThrottle from './2026-11-26_004_message_email_throttle';
import * as mailAttachments from './2026-11-26_005_mail_attachments';
import * as reminders from './2026-11-29_006_reminders';
import * as profileStatuses from './2026-12-02_007_profile_statuses';

/** Dated migrations of the notifications schema, in order. */
export const migrations: Record<string, Migration> = {
  '2026-11-26_001_notifications': notifications,
  '2026-11-26_002_mail': mail,
  '2026-11-26_003_nudges': nudges,
  '2026-11-26_004_message_email_throttle': messageEmailThrottle,
  '2026-11-26_005_mail_attachments': mailAttachments,
  '2026-11-29_006_reminders': reminders,
  '2026-12-02_007_profile_statuses': profileStatuses,
};
