import { createRateLimits, type ServiceApp, tooManyRequests } from '@inkbook/service-kit';
import type { AuthConfig } from '../config';

/**
 * Counts failed sign-ins (shared by every auth replica), three ways (DESIGN §3): per (account, address) tightly,
 * per account and per address loosely. So one address can neither guess at scale nor lock a person out: five
 * wrong passwords from an attacker's address block that address for that account, while the owner signs in from
 * theirs. Past a limit, sign-in answers 429 until the window ends, whether or not the password is right.
 */
export function createLoginLimiter(app: ServiceApp, config: AuthConfig) {
  const limits = createRateLimits(app, config, { service: 'auth', table: 'login_limits', poolSize: 3 });
  const windowSeconds = config.LOGIN_WINDOW_SECONDS;
  const pair = limits.limit('pair', { points: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS, windowSeconds });
  const account = limits.limit('acct', { points: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds });
  const address = limits.limit('addr', { points: config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowSeconds });
  const pairKey = (email: string, ip: string) => `${email}|${ip}`;

  return {
    async assertAllowed(email: string, ip: string) {
      const waitSeconds = Math.max(
        await pair.retryAfter(pairKey(email, ip)),
        await account.retryAfter(email),
        await address.retryAfter(ip),
      );
      if (waitSeconds > 0) {
        const minutes = Math.ceil(waitSeconds / 60);
        throw tooManyRequests(
          `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    },
    async recordFailure(email: string, ip: string) {
      await Promise.all([pair.penalty(pairKey(email, ip)), account.penalty(email), address.penalty(ip)]);
    },
    async recordSuccess(email: string, ip: string) {
      // The owner got in from here: this address's count for the account starts over. The loose counts stay,
      // so a guesser who also knows one right password cannot reset the account-wide or address-wide count.
      await pair.reset(pairKey(email, ip));
    },
  };
}
