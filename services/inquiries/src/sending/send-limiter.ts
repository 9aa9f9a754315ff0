import { INQUIRY_RATE_LIMITED } from '@inkbook/contracts/inquiry';
import { tooManyRequests } from '@inkbook/service-kit';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

export interface SendLimits {
  perAddress: number;
  perEmail: number;
  windowSeconds: number;
}

/**
 * Inquiries sent per address and per email within a window (DESIGN §5), counted in Postgres so every replica
 * shares them. Every accepted send counts, whichever kind; a replayed Idempotency-Key does not (it sends nothing).
 */
export function createSendLimiter(pool: pg.Pool, schema: string, limits: SendLimits) {
  const store = {
    storeClient: pool,
    schemaName: schema,
    tableName: 'inquiry_limits',
    tableCreated: true,
    duration: limits.windowSeconds,
  };
  const address = new RateLimiterPostgres({ ...store, keyPrefix: 'addr', points: limits.perAddress });
  const email = new RateLimiterPostgres({ ...store, keyPrefix: 'email', points: limits.perEmail });

  return {
    async consume(ip: string, senderEmail: string): Promise<void> {
      const results = await Promise.allSettled([
        address.consume(ip),
        email.consume(senderEmail.trim().toLowerCase()),
      ]);
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        // The limiter rejects with its result when over the limit, with an Error when the store failed.
        if (result.reason instanceof RateLimiterRes) throw tooManyRequests(INQUIRY_RATE_LIMITED);
        throw result.reason;
      }
    },
  };
}
export type SendLimiter = ReturnType<typeof createSendLimiter>;
