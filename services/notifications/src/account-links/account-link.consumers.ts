import type { EventLogger } from '@inkbook/service-kit';
import type { NotificationsContext } from '../context';
import type { Mailer } from '../ports';
import { accountLinkEmail, validityOf } from './account-link.content';

// Auth issues single-use links (confirm the address, set a new password, take over an unverified account) and
// notifications, the only service that sends email, mails them. The email is queued in the consumer's
// transaction, where the kit also records the event id: a redelivered event sends nothing more. Account emails
// have no category (always sent, no unsubscribe) and no bell item: they are for the inbox's owner, who may not be
// the person signed in.

export const registerAccountLinkConsumers = (
  context: NotificationsContext,
  mailer: Mailer,
  logger: EventLogger,
) =>
  context.consume({
    durable: 'notifications-account-links',
    subjects: ['auth.account-link.issued'],
    async handle(trx, { id: eventId, data }) {
      // Logged by ids only: the event carries the raw token.
      const about = { eventId, userId: data.userId, purpose: data.purpose };
      const to = data.email.trim();
      if (!to) {
        logger.warn(about, 'an account link for an account without an address was skipped');
        return;
      }
      if (Date.parse(data.expiresAt) <= Date.now()) {
        // Reached us too late (the service was down longer than the link lives): a dead link helps nobody, and
        // the person can ask for a fresh one.
        logger.warn(about, 'an account link expired before it could be mailed; not sent');
        return;
      }
      const validity = validityOf(data.expiresAt);
      const content = accountLinkEmail(
        { purpose: data.purpose, token: data.token, validity },
        context.settings.PUBLIC_URL,
      );
      await mailer.queue(trx, { notificationId: null, to, category: null, content });
    },
  });
