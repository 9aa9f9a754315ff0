import { createRateLimits, type ServiceApp, tooManyRequests } from '@inkbook/service-kit';
import type { InquiriesConfig } from '../config';

export const WAITLIST_RATE_LIMITED = 'Too many waitlist requests. Please try again later.';

/**
 * Joins and leaves per client address within a window (issue 26), shared by every replica like the send limits.
 * Every attempt counts, answered or refused: a join is the enumerator's probe as much as a send is.
 */
export function createWaitlistLimiter(app: ServiceApp, config: InquiriesConfig) {
  const limits = createRateLimits(app, config, {
    service: 'inquiries',
    table: 'inquiry_limits',
    poolSize: 2,
  });
  const windowSeconds = config.WAITLIST_RATE_LIMIT_WINDOW_SECONDS;
  const joins = limits.limit('waitlist-join', {
    points: config.WAITLIST_RATE_LIMIT_PER_ADDRESS,
    windowSeconds,
  });
  const leaves = limits.limit('waitlist-leave', {
    points: config.WAITLIST_LEAVE_RATE_LIMIT_PER_ADDRESS,
    windowSeconds,
  });
  const admit = async (limit: typeof joins, ip: string) => {
    const wait = await limit.consume(ip);
    if (wait > 0) throw tooManyRequests(WAITLIST_RATE_LIMITED, wait);
  };
  return {
    join: (ip: string) => admit(joins, ip),
    leave: (ip: string) => admit(leaves, ip),
  };
}

export type WaitlistLimiter = ReturnType<typeof createWaitlistLimiter>;
