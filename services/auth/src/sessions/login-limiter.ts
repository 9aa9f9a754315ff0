import { type RateLimits, tooManyRequests } from '@inkbook/service-kit';
import type { AuthConfig } from '../config';

/**
 * Who is trying to sign in: the account, the address, and the nonce of a valid device cookie for that account
 * (device-cookie.ts) when the browser presented one.
 */
export interface SignInAttempt {
  email: string;
  ip: string;
  device: string | null;
}

/**
 * Counts failed sign-ins (shared by every auth replica), as OWASP's device cookies describe. A browser that signed
 * in to the account before (a valid device cookie) is limited only by its own cookie's failures: whatever strangers
 * try from elsewhere never blocks it. Every other attempt is counted three ways (DESIGN §3): per (account, address)
 * tightly, per account and per address loosely, so one address can neither guess at scale nor lock the owner out
 * of a browser they used before. Past a limit, sign-in answers 429 until the window ends, right password or not.
 */
export function createLoginLimiter(limits: RateLimits, config: AuthConfig) {
  const windowSeconds = config.LOGIN_WINDOW_SECONDS;
  const pair = limits.limit('pair', { points: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS, windowSeconds });
  const account = limits.limit('acct', { points: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds });
  const address = limits.limit('addr', { points: config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowSeconds });
  const device = limits.limit('dev', { points: config.LOGIN_MAX_FAILURES_PER_DEVICE, windowSeconds });
  const pairKey = (email: string, ip: string) => `${email}|${ip}`;

  return {
    async assertAllowed({ email, ip, device: nonce }: SignInAttempt) {
      const waits = nonce
        ? [device.retryAfter(nonce)]
        : [pair.retryAfter(pairKey(email, ip)), account.retryAfter(email), address.retryAfter(ip)];
      const waitSeconds = Math.max(...(await Promise.all(waits)));
      if (waitSeconds > 0) {
        const minutes = Math.ceil(waitSeconds / 60);
        throw tooManyRequests(
          `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          waitSeconds,
        );
      }
    },
    async recordFailure({ email, ip, device: nonce }: SignInAttempt) {
      // A trusted browser's failures lock out that one cookie, never the account for everyone else (OWASP).
      if (nonce) await device.penalty(nonce);
      else await Promise.all([pair.penalty(pairKey(email, ip)), account.penalty(email), address.penalty(ip)]);
    },
    async recordSuccess({ email, ip }: SignInAttempt) {
      // The owner got in from here: this address's count for the account starts over. The loose counts stay,
      // so a guesser who also knows one right password cannot reset the account-wide or address-wide count.
      await pair.reset(pairKey(email, ip));
    },
  };
}
