import { type EventLogger, enqueueEvent } from '@inkbook/service-kit';
import type { Mailer, Notify } from '../ports';
import { wantsEmail } from '../preferences/preference.repository';
import { toNotification } from './notification.mapper';
import { insertNotification } from './notification.repository';

/**
 * The one way anything is told to someone (ports.ts `Notify`): the bell's row, its event to the owner's open pages
 * (only an account has pages to reach), and the email unless the address turned the category off, all in the
 * caller's transaction, so a redelivered event, which meets its (key, email) already there, doubles nothing.
 */
export function createNotify(mailer: Mailer, logger: EventLogger): Notify {
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
    if (await wantsEmail(trx, email, draft.category)) {
      await mailer.queue(trx, {
        notificationId: row.id,
        to: email,
        category: draft.category,
        content: draft.email,
      });
    }
    return true;
  };
}
