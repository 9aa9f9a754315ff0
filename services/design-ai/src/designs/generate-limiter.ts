import { createRateLimits, type ServiceApp, tooManyRequests } from '@inkbook/service-kit';
import type { DesignAiConfig } from '../config';

export const DESIGN_RATE_LIMITED =
  'You have asked for a lot of designs in a short time. Please wait a few minutes and try again.';

/**
 * Generation requests per address within a window (issue 15), shared by every replica. Each request draws four
 * designs, the most expensive thing the platform does for an anonymous caller.
 */
export function createGenerateLimiter(app: ServiceApp, config: DesignAiConfig) {
  const limits = createRateLimits(app, config, { service: 'design-ai', table: 'design_limits', poolSize: 2 });
  const address = limits.limit('addr', {
    points: config.DESIGN_RATE_LIMIT_PER_ADDRESS,
    windowSeconds: config.DESIGN_RATE_LIMIT_WINDOW_SECONDS,
  });
  return {
    async consume(ip: string): Promise<void> {
      const wait = await address.consume(ip);
      if (wait > 0) throw tooManyRequests(DESIGN_RATE_LIMITED, wait);
    },
  };
}
export type GenerateLimiter = ReturnType<typeof createGenerateLimiter>;
