import { type RateLimits, tooManyRequests } from '@inkbook/service-kit';

export const DESIGN_RATE_LIMITED =
  'You have asked for a lot of designs in a short time. Please wait a few minutes and try again.';

/**
 * Generation requests per address within a window (issue 15), shared by every replica. Each request draws four
 * designs, the most expensive thing the platform does for an anonymous caller.
 */
export function createGenerateLimiter(
  rateLimits: RateLimits,
  limits: { perAddress: number; windowSeconds: number },
) {
  const address = rateLimits.limit('addr', {
    points: limits.perAddress,
    windowSeconds: limits.windowSeconds,
  });
  return {
    async consume(ip: string): Promise<void> {
      if ((await address.consume(ip)) > 0) throw tooManyRequests(DESIGN_RATE_LIMITED);
    },
  };
}
export type GenerateLimiter = ReturnType<typeof createGenerateLimiter>;
