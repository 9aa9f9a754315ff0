import type { ServiceName } from '@inkbook/contracts/services';
import type { FastifyInstance } from 'fastify';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { resilientPool } from './db';
import { schemaOf } from './service-app';

/** Counts that expired more than an hour ago are deleted every five minutes (the library's own rhythm). */
const PURGE_EVERY_MS = 5 * 60_000;
const PURGE_AFTER_MS = 60 * 60_000;

/** One count of uses per key (an address, an account, an email) within a window. */
export interface RateLimit {
  /**
   * Counts one use of `key`: answers 0 when it was within the limit, else how many seconds until `key` may try
   * again (for a 429's Retry-After). A store that fails rejects; it never reads as "allowed".
   */
  consume(key: string): Promise<number>;
  /** Counts one use of `key` without refusing it (a failure to remember, e.g. a wrong password). */
  penalty(key: string): Promise<void>;
  /** Counts nothing: 0 while `key` is within the limit, else how many seconds until it may try again. */
  retryAfter(key: string): Promise<number>;
  /** Forgets `key`'s count. */
  reset(key: string): Promise<void>;
}

export interface RateLimits {
  /** A count named `name` (a key prefix, so several counts share the table), `points` uses per window. */
  limit(name: string, options: { points: number; windowSeconds: number }): RateLimit;
}

const secondsUntilNext = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * A service's rate limits, counted in Postgres so every replica shares them (rate-limiter-flexible's store, in a
 * table the service's own migration created). It talks to pg directly, so it gets a small pool of its own, kept
 * off the query pool; one timer purges expired counts for the whole table; both end when the app closes.
 */
export function createRateLimits(
  app: Pick<FastifyInstance, 'addHook'>,
  config: { DATABASE_URL: string },
  options: { service: ServiceName; table: string; poolSize: number },
): RateLimits {
  const schema = schemaOf(options.service);
  const pool = resilientPool({
    connectionString: config.DATABASE_URL,
    max: options.poolSize,
    connectionTimeoutMillis: 2_000,
  });
  const store = {
    storeClient: pool,
    schemaName: schema,
    tableName: options.table,
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
  // One purge for the whole table, instead of a timer in each count; a missed one waits for the next.
  const purge = setInterval(() => {
    pool
      .query(`delete from "${schema}"."${options.table}" where expire < $1`, [Date.now() - PURGE_AFTER_MS])
      .catch(() => {});
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await pool.end();
  });

  return {
    limit(name, { points, windowSeconds }) {
      const count = new RateLimiterPostgres({ ...store, keyPrefix: name, points, duration: windowSeconds });
      return {
        async consume(key) {
          try {
            await count.consume(key);
            return 0;
          } catch (error) {
            // The limiter rejects with its result when over the limit, with an Error when the store failed.
            if (error instanceof RateLimiterRes) return secondsUntilNext(error);
            throw error;
          }
        },
        async penalty(key) {
          // penalty() adds points without rejecting when the limit is passed (consume() would).
          await count.penalty(key, 1);
        },
        async retryAfter(key) {
          const res = await count.get(key);
          return res && res.consumedPoints >= points ? secondsUntilNext(res) : 0;
        },
        async reset(key) {
          await count.delete(key);
        },
      };
    },
  };
}
