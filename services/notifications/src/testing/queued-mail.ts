import { createJobQueue } from '@inkbook/service-kit';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import type { Kysely } from 'kysely';
import { readNotificationsConfig } from '../config';
import type { NotificationsDatabase } from '../db';
import { defineDeliveryJobs } from '../mail/mail-delivery';
import { createMailer } from '../mail/mailer';
import type { EmailContent, QueuedEmail } from '../ports';
import { unsubscribeToken } from '../preferences/unsubscribe-token';

/** Words for a test email: every part of the layout, links given as paths (the mailer makes them absolute). */
export const sampleContent = (subject = 'Sam sent you an inquiry'): EmailContent => ({
  subject,
  preview: 'Sam would like a fine-line swallow',
  heading: subject,
  paragraphs: ['Sam would like a fine-line swallow on the wrist.', 'Reply within a day if you can.'],
  details: [
    { label: 'Size', value: 'Small (2–3 in)' },
    { label: 'Budget', value: '$200–$400' },
  ],
  action: { label: 'Open the inquiry', url: '/dashboard?inquiry=1' },
  links: [{ label: 'All your inquiries', url: '/dashboard' }],
});

/**
 * Queues emails as Notify does (createMailer in a transaction of the service's database), from outside the
 * service under test: the service's own delivery worker picks them up.
 */
export async function queuedMail(
  databaseUrl: string,
  db: Kysely<NotificationsDatabase>,
  env: Record<string, string> = {},
) {
  const settings = readNotificationsConfig({
    DATABASE_URL: databaseUrl,
    INTERNAL_SECRET: TEST_SECRET,
    ...env,
  });
  const jobs = createJobQueue({ databaseUrl, schema: 'notifications_jobs' });
  const mailer = createMailer({
    settings,
    deliveries: await defineDeliveryJobs(jobs),
    unsubscribeToken: (email, category) => unsubscribeToken(TEST_SECRET, email, category),
  });
  const withDefaults = (email: Partial<QueuedEmail> & { to: string }): QueuedEmail => ({
    notificationId: null,
    category: 'inquiries',
    content: sampleContent(),
    ...email,
  });
  return {
    /** Queues `email` in its own transaction; the new message's id (tests give each email its own address). */
    queue: (email: Partial<QueuedEmail> & { to: string }) =>
      db.transaction().execute(async (trx) => {
        await mailer.queue(trx, withDefaults(email));
        const row = await trx
          .selectFrom('mail_messages')
          .select('id')
          .where('to', '=', email.to)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    /** Queues every email in one transaction: they become deliverable together, when it commits. */
    queueAll: (emails: (Partial<QueuedEmail> & { to: string })[]) =>
      db.transaction().execute(async (trx) => {
        for (const email of emails) await mailer.queue(trx, withDefaults(email));
      }),
    close: () => jobs.stop(),
  };
}
