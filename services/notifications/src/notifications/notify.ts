import { type EventLogger, enqueueEvent } from '@inkbook/service-kit';
import type { NotificationsTrx } from '../db';
import type { Mailer, NotificationDraft, Notify } from '../ports';
import { wantsEmail } from '../preferences/preference.repository';
import { claimMessageEmail } from './message-email-throttle';
import { toNotification } from './notification.mapper';
import { insertNotification } from './notification.repository';

/**
 * The one way anything is told to someone (ports.ts `Notify`): the bell's row, its event to the owner's open pages
 * (only an account has pages to reach), and the email unless the address turned the category off or its
 * conversation emailed it within `messageEmailIntervalSeconds`, all in the caller's transaction, so a redelivered
 * event, which meets its (key, email) already there, doubles nothing.
 */
export function createNotify(
  mailer: Mailer,
  logger: EventLogger,
  { messageEmailIntervalSeconds }: { messageEmailIntervalSeconds: number },
): Notify {
  /** Whether `email` gets this draft's email: the preference first, so a switched-off email claims no window. */
  const emails = async (trx: NotificationsTrx, email: string, draft: NotificationDraft) =>
    (await wantsEmail(trx, email, draft.category)) &&
    (!draft.emailThrottle ||
      (await claimMessageEmail(trx, {
        ...draft.emailThrottle,
        email,
        intervalSeconds: messageEmailIntervalSeconds,
      })));
  return async (trx, key, recipient, draft) => {
    const email = recipient.email.trim().toLowerCase();
    if (!email) {
      logger.warn({ key, userId: recipient.userId }, 'a recipient without an email address was skipped');
      return false;
    }
    const row = await insertNotification(trx, {
      key,
      user_id: recipient.userId,
      email,
      category: draft.category,
      title: draft.title,
      body: draft.body,
      link: draft.link,
    });
    if (!row) return false;
    if (row.user_id) {
      await enqueueEvent(trx, 'notifications.notification.created', {
        ...toNotification(row),
        userId: row.user_id,
      });
    }
    if (await emails(trx, email, draft)) {
      await mailer.queue(trx, {
        notificationId: row.id,
        to: email,
        category: draft.category,
        content: draft.email,
        ...(draft.emailAfterSeconds && { startAfter: new Date(Date.now() + draft.emailAfterSeconds * 1000) }),
      });
    }
    return true;
  };
}
