import { tooManyRequests } from '@inkbook/service-kit';
import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginLimits {
  /** Tight: failures for one account from one address (a guesser at one address stops here). */
  perAccountAddress: number;
  /** Loose: failures for one account from every address (only a guess spread over many addresses trips it). */
  perAccount: number;
  /** Loose: failures from one address over every account (one address spraying many accounts). */
  perAddress: number;
  windowSeconds: number;
}

/**
 * Counts failed sign-ins in Postgres (shared by every auth replica), three ways (DESIGN §3): per (account, address)
 * tightly, per account and per address loosely. So one address can neither guess at scale nor lock a person out:
 * five wrong passwords from an attacker's address block that address for that account, while the owner signs in
 * from theirs. Past a limit, sign-in answers 429 until the window ends, whether or not the password is right.
 */
export function createLoginLimiter(pool: pg.Pool, schema: string, limits: LoginLimits) {
  const store = {
    storeClient: pool,
    schemaName: schema,
    tableName: 'login_limits',
    tableCreated: true,
    duration: limits.windowSeconds,
  };
  const pair = new RateLimiterPostgres({ ...store, keyPrefix: 'pair', points: limits.perAccountAddress });
  const account = new RateLimiterPostgres({ ...store, keyPrefix: 'acct', points: limits.perAccount });
  const address = new RateLimiterPostgres({ ...store, keyPrefix: 'addr', points: limits.perAddress });
  const pairKey = (email: string, ip: string) => `${email}|${ip}`;

  const blocked = (res: RateLimiterRes | null, max: number) => (res ? res.consumedPoints >= max : false);

  return {
    async assertAllowed(email: string, ip: string) {
      const checks = [
        [await pair.get(pairKey(email, ip)), limits.perAccountAddress],
        [await account.get(email), limits.perAccount],
        [await address.get(ip), limits.perAddress],
      ] as const;
      const over = checks.filter(([res, max]) => blocked(res, max));
      if (over.length > 0) {
        const waitMs = Math.max(...over.map(([res]) => res?.msBeforeNext ?? 0));
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        throw tooManyRequests(
          `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    },
    async recordFailure(email: string, ip: string) {
      // penalty() adds points without throwing when the limit is passed (consume() would reject).
      await Promise.all([
        pair.penalty(pairKey(email, ip), 1),
        account.penalty(email, 1),
        address.penalty(ip, 1),
      ]);
    },
    async recordSuccess(email: string, ip: string) {
      // The owner got in from here: this address's count for the account starts over. The loose counts stay,
      // so a guesser who also knows one right password cannot reset the account-wide or address-wide count.
      await pair.delete(pairKey(email, ip));
    },
  };
}
