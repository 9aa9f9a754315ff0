import { MESSAGE_RATE_LIMITED } from '@inkbook/contracts/conversation';
import { createRateLimits, type ServiceApp, tooManyRequests } from '@inkbook/service-kit';
import type { InquiriesConfig } from '../config';

/**
 * Messages written per person within a window, shared by every replica (counted in the service's limits table under
 * the `message` prefix). Every attempt by a party counts, refused or not, before any image is decoded.
 */
export function createMessageLimiter(app: ServiceApp, config: InquiriesConfig) {
  const limits = createRateLimits(app, config, {
    service: 'inquiries',
    table: 'inquiry_limits',
    poolSize: 1,
  });
  const perUser = limits.limit('message', {
    points: config.MESSAGE_RATE_LIMIT_PER_USER,
    windowSeconds: config.MESSAGE_RATE_LIMIT_WINDOW_SECONDS,
  });
  return {
    /** Counts one message by `userId`; past the limit a 429 saying when to try again. */
    async admit(userId: string): Promise<void> {
      const wait = await perUser.consume(userId);
      if (wait > 0) throw tooManyRequests(MESSAGE_RATE_LIMITED, wait);
    },
  };
}
export type MessageLimiter = ReturnType<typeof createMessageLimiter>;
