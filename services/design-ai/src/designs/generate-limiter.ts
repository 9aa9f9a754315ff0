import { tooManyRequests } from '@inkbook/service-kit';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

export const DESIGN_RATE_LIMITED =
  'You have asked for a lot of designs in a short time. Please wait a few minutes and try again.';

/**
 * Generation requests per address within a window (issue 15), counted in Postgres so every replica shares them.
 * Each request draws four designs, the most expensive thing the platform does for an anonymous caller.
 */
export function createGenerateLimiter(
  pool: pg.Pool,
  schema: string,
  limits: { perAddress: number; windowSeconds: number },
) {
  const address = new RateLimiterPostgres({
    storeClient: pool,
    schemaName: schema,
    tableName: 'design_limits',
    tableCreated: true,
    duration: limits.windowSeconds,
    keyPrefix: 'addr',
    points: limits.perAddress,
  });
  return {
    async consume(ip: string): Promise<void> {
      try {
        await address.consume(ip);
      } catch (error) {
        // The limiter rejects with its result when over the limit, with an Error when the store failed.
        if (error instanceof RateLimiterRes) throw tooManyRequests(DESIGN_RATE_LIMITED);
        throw error;
      }
    },
  };
}
export type GenerateLimiter = ReturnType<typeof createGenerateLimiter>;
