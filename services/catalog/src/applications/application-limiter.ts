import { createRateLimits, type ServiceApp, tooManyRequests } from '@inkbook/service-kit';
import type { CatalogConfig } from '../config';

export const APPLICATION_RATE_LIMITED = 'Too many applications from this address. Please try again later.';

/**
 * Artist and studio applications per address within a window (issue 29), shared by every replica. Every attempt
 * counts, refused ones too: the 409 for an email that has an account is exactly what someone enumerating
 * accounts wants, so it is throttled like the same check through inquiries.
 */
export function createApplicationLimiter(app: ServiceApp, config: CatalogConfig) {
  const limits = createRateLimits(app, config, {
    service: 'catalog',
    table: 'application_limits',
    poolSize: 2,
  });
  const address = limits.limit('addr', {
    points: config.APPLICATION_RATE_LIMIT_PER_ADDRESS,
    windowSeconds: config.APPLICATION_RATE_LIMIT_WINDOW_SECONDS,
  });
  return {
    /** Counts one application from `ip`; a 429 with Retry-After past the limit. */
    async consume(ip: string): Promise<void> {
      const wait = await address.consume(ip);
      if (wait > 0) throw tooManyRequests(APPLICATION_RATE_LIMITED, wait);
    },
  };
}
export type ApplicationLimiter = ReturnType<typeof createApplicationLimiter>;
