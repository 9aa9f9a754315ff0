import type { Role } from '@inkbook/contracts/identity';
import type { NotificationCategory } from '@inkbook/contracts/notification';
import type { NotificationsTrx } from './db';

// The seams between the service's modules, fixed first so they could be built side by side: `notifications/`
// decides who hears what and records it (Notify), `mail/` renders, queues and delivers email (Mailer), `nudges/`
// schedules the reminders that call Notify later.

/** Who hears about an event: an account (in-app and email) or, for a client without one, an address only. */
export interface Recipient {
  userId: string | null;
  email: string;
  role: Role | null;
}

/** An email's words; the layout (greeting, footer with why they got it, preferences, unsubscribe) is mail's. */
export interface EmailContent {
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Facts as label/value rows (an inquiry's size, placement, budget, quote). */
  details?: { label: string; value: string }[];
  /** The one button; its URL is absolute (PUBLIC_URL). */
  action?: { label: string; url: string };
  /** More absolute links under the button (the dashboard beside the public profile). */
  links?: { label: string; url: string }[];
  /** The footer's "why did I get this?" when the category's own line does not fit (a waitlist's person). */
  reason?: string;
  /** Files sent with the email (a booking confirmation's `.ics`); small text files only, kept with the message. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  /** The MIME type, with its parameters (`text/calendar; method=PUBLISH`). */
  contentType: string;
  content: string;
}

export interface QueuedEmail {
  /** The notification this email tells (null for account emails: verify, reset, take-over). */
  notificationId: string | null;
  to: string;
  /** Null for account emails: always sent, no unsubscribe link. */
  category: NotificationCategory | null;
  content: EmailContent;
  /** Not delivered before this (a reopening's emails, one after another in the waitlist's order). */
  startAfter?: Date | undefined;
}

export interface Mailer {
  /** Queues `email` inside the caller's transaction: it is delivered after commit, retried until it is. */
  queue(trx: NotificationsTrx, email: QueuedEmail): Promise<void>;
}

/** What a person is told: the bell's item and, unless they turned the category off, the email. */
export interface NotificationDraft {
  category: NotificationCategory;
  title: string;
  body: string;
  /** A path of the web app; the email's links are absolute. */
  link: string;
  email: EmailContent;
  /**
   * A conversation's message: the bell every time, the email at most once per MESSAGE_EMAIL_INTERVAL_SECONDS per
   * (inquiry, recipient), counted from the message (`at`) that was last emailed there.
   */
  emailThrottle?: { inquiryId: string; at: string };
  /** The email waits this many seconds before it goes (see `waitlistBooksOpened`). */
  emailAfterSeconds?: number;
}

/**
 * Records one notification per (`key`, recipient) in `trx` (the consumed event's id, or `nudge:<inquiryId>`),
 * tells the owner's open pages, and queues the email unless the recipient turned the category off (or the draft's
 * `emailThrottle` says its conversation was emailed to them moments ago). False when that pair was already
 * recorded (a redelivered event), so nothing is doubled.
 */
export type Notify = (
  trx: NotificationsTrx,
  key: string,
  recipient: Recipient,
  draft: NotificationDraft,
) => Promise<boolean>;
