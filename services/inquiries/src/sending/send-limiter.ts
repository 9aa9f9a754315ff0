import { INQUIRY_RATE_LIMITED } from '@inkbook/contracts/inquiry';
import { type RateLimits, tooManyRequests } from '@inkbook/service-kit';

export interface SendLimits {
  perAddress: number;
  perEmail: number;
  windowSeconds: number;
}

/**
 * Inquiries sent per address and per email within a window (DESIGN §5), shared by every replica. Every accepted
 * send counts, whichever kind; a replayed Idempotency-Key does not (it sends nothing).
 */
export function createSendLimiter(rateLimits: RateLimits, limits: SendLimits) {
  const { windowSeconds } = limits;
  const address = rateLimits.limit('addr', { points: limits.perAddress, windowSeconds });
  const email = rateLimits.limit('email', { points: limits.perEmail, windowSeconds });

  return {
    async consume(ip: string, senderEmail: string): Promise<void> {
      const waits = await Promise.all([address.consume(ip), email.consume(senderEmail.trim().toLowerCase())]);
      if (Math.max(...waits) > 0) throw tooManyRequests(INQUIRY_RATE_LIMITED);
    },
  };
}
export type SendLimiter = ReturnType<typeof createSendLimiter>;
