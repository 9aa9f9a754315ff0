import type { NotificationCategory } from '@inkbook/contracts/notification';
import type { NotificationsConfig } from '../config';
import type { Mailer } from '../ports';
import { insertMailMessage } from './mail.repository';
import type { DeliveryJobs } from './mail-delivery';
import { renderEmail } from './render-email';

/** The signed token of an unsubscribe link: it turns `category` off for `email`, without a session. */
export type UnsubscribeToken = (email: string, category: NotificationCategory) => string;

export interface MailerOptions {
  settings: Pick<NotificationsConfig, 'PUBLIC_URL' | 'MAIL_FROM'>;
  deliveries: DeliveryJobs;
  unsubscribeToken: UnsubscribeToken;
}

/**
 * Renders an email, stores it in mail_messages and queues its delivery, all in the caller's transaction: an email
 * exists (and will be sent) exactly when the notification it tells does.
 */
export function createMailer({ settings, deliveries, unsubscribeToken }: MailerOptions): Mailer {
  return {
    async queue(trx, { notificationId, to, category, content, startAfter }) {
      const rendered = await renderEmail({
        content,
        category,
        publicUrl: settings.PUBLIC_URL,
        unsubscribeToken: category ? unsubscribeToken(to, category) : null,
      });
      const { id } = await insertMailMessage(trx, {
        notification_id: notificationId,
        to,
        from: settings.MAIL_FROM,
        subject: content.subject,
        category,
        html: rendered.html,
        text: rendered.text,
        headers: JSON.stringify(rendered.headers),
        attachments: JSON.stringify(content.attachments ?? []),
      });
      await deliveries.send({ messageId: id }, { trx, ...(startAfter && { startAfter }) });
    },
  };
}
