import { PASSWORD_RESET_RATE_LIMITED } from '@inkbook/contracts/auth';
import { type RateLimits, tooManyRequests } from '@inkbook/service-kit';
import type { AuthConfig } from '../config';

/**
 * 'Forgot password?' requests per address and per email within a window, shared by every replica. The address
 * count stops one machine from mailing many people; the email count stops anyone from flooding one inbox. The
 * email count is not a lockout: every request it admitted mailed the owner a link that still works, and an
 * address already refused counts nothing against the email. Known and unknown emails are counted alike.
 */
export function createResetLimiter(limits: RateLimits, config: AuthConfig) {
  const windowSeconds = config.PASSWORD_RESET_WINDOW_SECONDS;
  const address = limits.limit('reset-addr', {
    points: config.PASSWORD_RESET_MAX_PER_ADDRESS,
    windowSeconds,
  });
  const email = limits.limit('reset-email', { points: config.PASSWORD_RESET_MAX_PER_EMAIL, windowSeconds });
  const refuse = (wait: number) => tooManyRequests(PASSWORD_RESET_RATE_LIMITED, wait);
  return {
    /** Counts this request from `ip` for the (normalised) `emailKey`; 429 with Retry-After past either limit. */
    async admit(ip: string, emailKey: string): Promise<void> {
      const addressWait = await address.consume(ip);
      if (addressWait > 0) throw refuse(addressWait);
      const emailWait = await email.consume(emailKey);
      if (emailWait > 0) throw refuse(emailWait);
    },
  };
}
export type ResetLimiter = ReturnType<typeof createResetLimiter>;
