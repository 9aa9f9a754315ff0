import { tooManyRequests } from '@inkbook/service-kit';
import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

/**
 * Counts failed sign-ins per account and per address in Postgres (shared by every auth replica). Past either
 * limit, sign-in answers 429 until the window ends, whether or not the password is right.
 */
export function createLoginLimiter(pool: pg.Pool, schema: string, limits: LoginLimits) {
  const store = {
    storeClient: pool,
    schemaName: schema,
    tableName: 'login_limits',
    tableCreated: true,
    duration: limits.windowSeconds,
  };
  const account = new RateLimiterPostgres({ ...store, keyPrefix: 'acct', points: limits.perAccount });
  const address = new RateLimiterPostgres({ ...store, keyPrefix: 'addr', points: limits.perAddress });

  const blocked = (res: RateLimiterRes | null, max: number) => (res ? res.consumedPoints >= max : false);

  return {
    async assertAllowed(email: string, ip: string) {
      const [a, b] = await Promise.all([account.get(email), address.get(ip)]);
      if (blocked(a, limits.perAccount) || blocked(b, limits.perAddress)) {
        const waitMs = Math.max(a?.msBeforeNext ?? 0, b?.msBeforeNext ?? 0);
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        throw tooManyRequests(
          `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    },
    async recordFailure(email: string, ip: string) {
      // penalty() adds points without throwing when the limit is passed (consume() would reject).
      await Promise.all([account.penalty(email, 1), address.penalty(ip, 1)]);
    },
    async recordSuccess(email: string) {
      await account.delete(email);
    },
  };
}
