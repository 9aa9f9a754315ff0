import { setTimeout as sleep } from 'node:timers/promises';
import type { EventLogger, JobQueue, JobType } from '@inkbook/service-kit';
import type { Kysely, Transaction } from 'kysely';
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
    // A job still active after a minute most likely lost its worker or its database, and is retried (with the
    // maintenance interval, jobs.ts). A try that is only slow (an SMTP answer may take up to two minutes,
    // smtp-sender.ts) still holds its message's row lock, so the retry finds it locked and leaves it alone.
    expireInSeconds: 60,
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

/** How long a worker keeps trying to write down a delivery the database lost: less than the job's expiry (60 s). */
const RECORD_PATIENCE_MS = 40_000;

/** Retries `write` each second while the database is away (a restart); throws its error after RECORD_PATIENCE_MS. */
async function onceTheDatabaseIsBack(write: () => Promise<unknown>) {
  const until = Date.now() + RECORD_PATIENCE_MS;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (Date.now() >= until) throw error;
      await sleep(1_000);
    }
  }
}

/**
 * Delivers one queued message. Its row stays locked while the SMTP server is asked, so two workers never send
 * it twice; a message no longer queued (sent, failed, or locked by another worker) is left alone. When the server
 * took it but the transaction died before it could say so (the database restarted, its connection was ended), the
 * worker writes it down on a new connection once the database is back: the one way left to send it twice is this
 * process dying in that same moment (SMTP has no exactly once; the retry keeps the Message-ID, so a receiver sees
 * the same message).
 */
export function deliverer({ db, deliveries, settings, smtp, logger }: DeliveryOptions) {
  return async ({ messageId }: DeliveryJob) => {
    let accepted: { id: string; attempts: number } | undefined;
    try {
      await db.transaction().execute((trx) => deliverOnce(trx));
    } catch (error) {
      if (!accepted) throw error;
      const { id, attempts } = accepted;
      logger.warn({ messageId, err: error }, 'email sent, but not yet written down: writing it again');
      await onceTheDatabaseIsBack(() => markSent(db, id, attempts, !smtp));
    }

    async function deliverOnce(trx: Transaction<NotificationsDatabase>) {
      const message = await lockQueuedMessage(trx, messageId);
      if (!message) return;
      const attempts = message.attempts + 1;
      // The embedded mailbox is the destination: the message is delivered by being kept, whole.
      const result = smtp ? await smtp.send(message) : ({ ok: true } as const);
      if (result.ok) {
        accepted = { id: message.id, attempts };
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
    }
  };
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
