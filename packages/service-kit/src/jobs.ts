import { createRequire } from 'node:module';
import { CompiledQuery, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { EventLogger } from './events/util';

type Settle = (...args: unknown[]) => Promise<unknown>;
/**
 * pg-boss 10 (the last for Node 20) marks a job done or failed after its handler without awaiting it: a database
 * that is down at that moment made an unhandled rejection, which ends the process (found by `npm run chaos`). Each
 * call's promise gets a handler here, so callers that await it still see the error; the job pg-boss could not mark
 * expires and runs again, and every handler is idempotent (its own rows say what is done).
 */
const manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as {
  prototype: Record<'complete' | 'fail', Settle>;
};
for (const name of ['complete', 'fail'] as const) {
  const settle = manager.prototype[name];
  manager.prototype[name] = function (this: unknown, ...args: unknown[]) {
    const settled = settle.apply(this, args);
    settled.catch(() => {});
    return settled;
  };
}

/**
 * How a job type is retried. A handler that throws is run again after `retryDelaySeconds` (doubling each time
 * with `retryBackoff`) up to `retryLimit` times; one still running after `expireInSeconds` counts as failed (its
 * replica died) and is retried the same way. Runs are at least once, so a handler must be idempotent.
 */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

/** A kysely transaction of any schema (pg-boss's statements name their own schema). */
export type JobsTransaction = Pick<Transaction<unknown>, 'executeQuery' | 'isTransaction'>;

export interface SendOptions {
  /** When the job becomes due (it never runs before); now when unset. */
  startAfter?: Date;
  /** A key of the caller's (e.g. `inquiry:<id>`) that `cancelByKey` finds the job by. */
  singletonKey?: string;
  /** The caller's transaction: the job exists only if it commits. */
  trx?: JobsTransaction;
}

/** Only `trx` matters here: cancelled with the caller's transaction, or not at all. */
export type CancelOptions = Pick<SendOptions, 'trx'>;

/** One job type of a service, its data typed `T`. */
export interface JobType<T extends object> {
  readonly name: string;
  /** Creates the job; its id. */
  send(data: T, options?: SendOptions): Promise<string>;
  /** Cancels the job if it has not run yet (a job already running or done is left as it is). */
  cancel(id: string, options?: CancelOptions): Promise<void>;
  /** Cancels every job of this type sent with `key` that has not run yet. */
  cancelByKey(key: string, options?: CancelOptions): Promise<void>;
  /**
   * Runs due jobs of this type on this instance, one at a time; a throw retries the job by its policy (with a
   * batch, every job of the batch: a batched handler must be idempotent and should record its own failures).
   */
  work(handler: (data: T, job: { id: string }) => Promise<void>, options?: WorkOptions): Promise<void>;
}

/** How a worker fetches: a job type that must drain fast (email) takes batches and looks more often. */
export interface WorkOptions {
  /** Jobs fetched at once (1 unless set); pg-boss waits out the polling interval after each fetch. */
  batchSize?: number;
  /** How often this worker looks for due jobs; the queue's interval unless set (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/** A service's jobs that run at a time (reminders, expiries): they survive restarts and run on one replica. */
export interface JobQueue {
  /** Declares a job type (idempotent across replicas: the latest policy wins); starts the queue on first use. */
  define<T extends object>(name: string, policy: RetryPolicy): Promise<JobType<T>>;
  /** Stops working and waits for running handlers (a handler cut off is retried later); a no-op if never used. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  databaseUrl: string;
  /** The queue's own schema (`<service schema>_jobs`). */
  schema: string;
  logger?: EventLogger;
  /** How often an idle worker looks for due jobs (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/** pg-boss's statements run on the caller's kysely transaction (pg-boss's `db` option). */
const onTransaction = (trx: JobsTransaction): PgBoss.Db => {
  // A Kysely instance would type-check too, and silently run each statement on its own.
  if (!trx.isTransaction) throw new Error('trx must be a transaction');
  return {
    executeSql: async (text, values) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
};

/**
 * A job whose worker lost the database (a crash, a restart) cannot be marked failed then: it stays 'active' until
 * pg-boss's maintenance finds it past its expiry, so this interval bounds how late such a job runs again.
 */
const MAINTENANCE_INTERVAL_SECONDS = 30;

/**
 * The one way a service runs jobs at a time: a thin typed layer over pg-boss. pg-boss claims due jobs with
 * `FOR UPDATE SKIP LOCKED`, so with two replicas each job runs on one of them; jobs are rows, so they survive
 * restarts.
 *
 * pg-boss gets a schema of its own (`<service schema>_jobs`) rather than tables in the service's schema: it
 * creates and migrates its tables itself (one partition per job type, its own version table), outside the
 * service's kysely migrations, so the two migration histories never touch each other's tables and a pg-boss
 * upgrade migrates only its schema. The schema still belongs to that one service (DESIGN's rule): no other
 * service reads or writes it.
 *
 * Nothing connects until the first `define`: a service that has no jobs opens no pool and creates no schema.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { databaseUrl, schema, logger, pollingIntervalSeconds = 2 } = options;
  let started: Promise<PgBoss> | undefined;

  const boss = () => {
    started ??= (async () => {
      const instance = new PgBoss({
        connectionString: databaseUrl,
        schema,
        max: 4,
        application_name: schema,
        // How often a job still 'active' past its expireInSeconds is failed and so retried (pg-boss's default, 120 s,
        // left the email a database crash interrupted unsent for up to four minutes; npm run chaos).
        maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
      });
      // pg-boss reports failures of its background work (polling, maintenance) here; unheard, they would crash.
      instance.on('error', (error) => logger?.error({ err: error, schema }, 'job queue error'));
      return instance.start();
    })();
    return started;
  };

  return {
    async define<T extends object>(name: string, policy: RetryPolicy): Promise<JobType<T>> {
      const queue = await boss();
      const settings: PgBoss.Queue = {
        name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff ?? false,
        ...(policy.expireInSeconds ? { expireInSeconds: policy.expireInSeconds } : {}),
      };
      // createQueue leaves an existing queue as it is; the update makes this release's policy the one in force.
      await queue.createQueue(name, settings);
      await queue.updateQueue(name, settings);
      const db = (o?: CancelOptions) => (o?.trx ? { db: onTransaction(o.trx) } : {});
      const cancel = (ids: string[], o?: CancelOptions) =>
        ids.length ? queue.cancel(name, ids, db(o)) : Promise.resolve();
      return {
        name,
        async send(data, o = {}) {
          const id = await queue.send(name, data, {
            ...(o.startAfter ? { startAfter: o.startAfter } : {}),
            ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
            ...db(o),
          });
          // A standard queue never turns a job away (no singleton policy or throttling is used here).
          if (!id) throw new Error(`pg-boss did not create a ${name} job`);
          return id;
        },
        cancel: (id, o) => cancel([id], o),
        async cancelByKey(key, o) {
          // pg-boss cancels by id only: the ids of this key's jobs that have not run come from its job table.
          const { rows } = await (o?.trx ? onTransaction(o.trx) : queue.getDb()).executeSql(
            `SELECT id FROM ${schema}.job WHERE name = $1 AND singleton_key = $2 AND state < 'active'`,
            [name, key],
          );
          await cancel(
            rows.map((row: { id: string }) => row.id),
            o,
          );
        },
        async work(handler, o = {}) {
          const options = {
            pollingIntervalSeconds: o.pollingIntervalSeconds ?? pollingIntervalSeconds,
            batchSize: o.batchSize ?? 1,
          };
          await queue.work<T>(name, options, async (jobs) => {
            for (const job of jobs) {
              try {
                await handler(job.data, { id: job.id });
              } catch (error) {
                // pg-boss records the failure on the job and retries it; the log is where a person sees it.
                logger?.error({ err: error, job: name, id: job.id }, 'job failed (retried by its policy)');
                throw error;
              }
            }
          });
        },
      };
    },
    async stop() {
      // A queue that never started (the database was down at boot) has nothing to stop; the boot already failed.
      const queue = await started?.catch(() => undefined);
      await queue?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
