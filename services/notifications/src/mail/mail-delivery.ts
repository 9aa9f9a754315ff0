import type { EventLogger, JobQueue, JobType } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import type { NotificationsConfig } from '../config';
import type { NotificationsDatabase } from '../db';
import { lockQueuedMessage, markSent, recordFailure } from './mail.repository';
import type { SmtpSender } from './smtp-sender';

/** One email to deliver: its row in mail_messages holds everything else. */
export interface DeliveryJob {
  messageId: string;
}
export type DeliveryJobs = JobType<DeliveryJob>;

/**
 * The delivery job type. SMTP outcomes never throw (a try that fails sends the next job itself, with the
 * configured backoff): pg-boss's own retries only cover a delivery that crashed or lost the database.
 */
export const defineDeliveryJobs = (jobs: JobQueue): Promise<DeliveryJobs> =>
  jobs.define<DeliveryJob>('mail-delivery', {
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 120,
  });

type MailSettings = Pick<NotificationsConfig, 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_DELAY_SECONDS'>;

/** The wait after try number `attempts` failed: the configured delay, doubled for each try before (at most a day). */
export const retryDelayMs = (settings: MailSettings, attempts: number) =>
  Math.min(settings.MAIL_RETRY_DELAY_SECONDS * 2 ** (attempts - 1), 86_400) * 1000;

export interface DeliveryOptions {
  db: Kysely<NotificationsDatabase>;
  deliveries: DeliveryJobs;
  settings: MailSettings;
  /** Null: the embedded mailbox is the destination (the message is marked sent and kept whole). */
  smtp: SmtpSender | null;
  logger: EventLogger;
}

/**
 * Delivers one queued message. Its row stays locked while the SMTP server is asked, so two workers never send
 * it twice; a message no longer queued (sent, failed, or locked by another worker) is left alone.
 */
export function deliverer({ db, deliveries, settings, smtp, logger }: DeliveryOptions) {
  return ({ messageId }: DeliveryJob) =>
    db.transaction().execute(async (trx) => {
      const message = await lockQueuedMessage(trx, messageId);
      if (!message) return;
      const attempts = message.attempts + 1;
      // The embedded mailbox is the destination: the message is delivered by being kept, whole.
      const result = smtp ? await smtp.send(message) : ({ ok: true } as const);
      if (result.ok) {
        await markSent(trx, message.id, attempts, !smtp);
        return;
      }
      const retry = !result.permanent && attempts < settings.MAIL_MAX_ATTEMPTS;
      await recordFailure(trx, message.id, attempts, result.error, retry ? 'queued' : 'failed');
      if (retry) {
        const startAfter = new Date(Date.now() + retryDelayMs(settings, attempts));
        await deliveries.send({ messageId }, { startAfter, trx });
      }
      logger.warn(
        { messageId, attempts, permanent: result.permanent, error: result.error },
        retry ? 'email not delivered yet, will retry' : 'email failed',
      );
    });
}

/** Workers per instance: each sends one message at a time over the SMTP pool's connections. */
const WORKERS = 4;

/**
 * Starts delivering on this instance: a few workers side by side (a slow SMTP answer holds up only its own), each
 * taking batches and looking twice a second, so an email leaves within a second and a backlog drains fast.
 */
export async function startDelivery(options: DeliveryOptions) {
  const deliver = deliverer(options);
  for (let i = 0; i < WORKERS; i++) {
    await options.deliveries.work((job) => deliver(job), { batchSize: 25, pollingIntervalSeconds: 0.5 });
  }
}
