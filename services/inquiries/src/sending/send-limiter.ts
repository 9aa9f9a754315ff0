import { INQUIRY_RATE_LIMITED } from '@inkbook/contracts/inquiry';
import { createRateLimits, type ServiceApp, tooManyRequests } from '@inkbook/service-kit';
import type { InquiriesConfig } from '../config';

/**
 * Inquiries sent per address and per email within a window (DESIGN §5), shared by every replica. Every accepted
 * send counts, whichever kind; a replayed Idempotency-Key does not (it sends nothing).
 */
export function createSendLimiter(app: ServiceApp, config: InquiriesConfig) {
  const limits = createRateLimits(app, config, {
    service: 'inquiries',
    table: 'inquiry_limits',
    poolSize: 3,
  });
  const windowSeconds = config.INQUIRY_RATE_LIMIT_WINDOW_SECONDS;
  const address = limits.limit('addr', { points: config.INQUIRY_RATE_LIMIT_PER_ADDRESS, windowSeconds });
  const email = limits.limit('email', { points: config.INQUIRY_RATE_LIMIT_PER_EMAIL, windowSeconds });

  return {
    async consume(ip: string, senderEmail: string): Promise<void> {
      const waits = await Promise.all([address.consume(ip), email.consume(senderEmail.trim().toLowerCase())]);
      if (Math.max(...waits) > 0) throw tooManyRequests(INQUIRY_RATE_LIMITED);
    },
  };
}
export type SendLimiter = ReturnType<typeof createSendLimiter>;
