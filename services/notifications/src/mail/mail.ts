import type { ServiceApp } from '@inkbook/service-kit';
import type { NotificationsContext } from '../context';
import type { Mailer } from '../ports';
import { defineDeliveryJobs, startDelivery } from './mail-delivery';
import { createMailer, type UnsubscribeToken } from './mailer';
import { createSmtpSender } from './smtp-sender';

/**
 * Email for the service: the Mailer its notifications queue through, and this instance's delivery worker (to
 * `SMTP_URL`, or without it into the embedded mailbox the admins read).
 */
export async function startMail(
  app: ServiceApp,
  context: NotificationsContext,
  unsubscribeToken: UnsubscribeToken,
): Promise<Mailer> {
  const { settings } = context;
  const deliveries = await defineDeliveryJobs(context.jobs);
  const smtp = settings.SMTP_URL ? createSmtpSender(settings.SMTP_URL) : null;
  app.addHook('onClose', async () => {
    // The app's own close stops the jobs too, but after this hook: stopping them first lets a delivery that is
    // running finish on the pool rather than fail and go out again later (stopping twice is harmless).
    await context.jobs.stop();
    smtp?.close();
  });
  await startDelivery({ db: context.db, deliveries, settings, smtp, logger: app.log });
  return createMailer({ settings, deliveries, unsubscribeToken });
}
