import { INQUIRY_RATE_LIMITED } from '@inkbook/contracts/inquiry';
import { createRateLimits, type ServiceApp, tooManyRequests } from '@inkbook/service-kit';
import type { InquiriesConfig } from '../config';
import { emailKey } from './contact';

/**
 * Inquiries sent per address and per email within a window (DESIGN §5), shared by every replica. Each count holds
 * what its owner did (issue 29): every attempt from an address counts against that address, refused or not (a
 * 409 is the account check an enumerator wants); an email's count holds only inquiries actually sent with it, so a
 * stranger's refused attempts with someone's email never lock that person out. A replayed Idempotency-Key sends
 * nothing, so it counts nowhere.
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
    /** Counts this attempt against the address; refuses it (429, Retry-After) when either count is used up. */
    async admit(ip: string, senderEmail: string): Promise<void> {
      const waits = await Promise.all([address.consume(ip), email.retryAfter(emailKey(senderEmail))]);
      const wait = Math.max(...waits);
      if (wait > 0) throw tooManyRequests(INQUIRY_RATE_LIMITED, wait);
    },
    /**
     * Counts an inquiry that was stored against its email. It is already sent, so a store that fails here is
     * logged, not answered as an error the sender would retry.
     */
    async sent(senderEmail: string): Promise<void> {
      await email.penalty(emailKey(senderEmail)).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not count a sent inquiry against its email');
      });
    },
  };
}
export type SendLimiter = ReturnType<typeof createSendLimiter>;
