import type { ServiceName } from '@inkbook/contracts/services';
import { createRateLimits, type ServiceApp, tooManyRequests } from '@inkbook/service-kit';
import { z } from 'zod';

export const UPLOAD_RATE_LIMITED =
  'You have uploaded a lot of images in a short time. Please wait a few minutes and try again.';

const count = z.coerce.number().int().positive();

/**
 * The settings of every service that takes uploads (catalog's POST /api/media, inquiries' POST
 * /api/inquiries/attachments; each counts its own), named in the README. 60 in 10 minutes lets one person send a
 * whole application's photos (a profile photo, 25 portfolio images and 8 flash designs) with re-crops, or an
 * inquiry's 8 photos several times over; the probe's 70 in a row is refused after 60.
 */
export const uploadLimitSettings = {
  UPLOAD_RATE_LIMIT_PER_ADDRESS: count.default(60),
  UPLOAD_RATE_LIMIT_WINDOW_SECONDS: count.default(600),
};
export type UploadLimitSettings = { DATABASE_URL: string } & {
  [K in keyof typeof uploadLimitSettings]: z.infer<(typeof uploadLimitSettings)[K]>;
};

/**
 * Image uploads per address within a window (issue 29), shared by every replica: each one is decoded, the most
 * expensive thing an anonymous caller can ask of catalog and inquiries. Counted in the service's own limits table
 * (rate-limiter-flexible's, made by its migration) under the `upload` prefix.
 */
export function createUploadLimiter(
  app: ServiceApp,
  config: UploadLimitSettings,
  options: { service: ServiceName; table: string },
) {
  const limits = createRateLimits(app, config, { ...options, poolSize: 2 });
  const address = limits.limit('upload', {
    points: config.UPLOAD_RATE_LIMIT_PER_ADDRESS,
    windowSeconds: config.UPLOAD_RATE_LIMIT_WINDOW_SECONDS,
  });
  return {
    /** Counts one upload from `ip`; past the limit a 429 saying when to try again, before any work. */
    async consume(ip: string): Promise<void> {
      const wait = await address.consume(ip);
      if (wait > 0) throw tooManyRequests(UPLOAD_RATE_LIMITED, wait);
    },
  };
}
