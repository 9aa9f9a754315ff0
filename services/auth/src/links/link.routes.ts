import { setTimeout as sleep } from 'node:timers/promises';
import { authRoutes, PASSWORD_RESET_SENT, PASSWORD_SET } from '@inkbook/contracts/auth';
import { registerRoute, type ServiceApp } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db';
import { normalizeEmail } from '../users/account.service';
import { requestPasswordReset, setPasswordWithLink, verifyEmail } from './link.service';
import type { ResetLimiter } from './reset-limiter';

/**
 * A reset request is answered no sooner than this after it arrived, whichever way it went: writing a link for an
 * existing account takes a few milliseconds more than finding none, and the answer's timing must not say which.
 */
const RESET_ANSWER_MS = 250;

export interface LinkRouteDeps {
  db: Kysely<AuthDatabase>;
  resetLimiter: ResetLimiter;
}

/** The routes behind the links auth mails through notifications: forgot password, set it, verify the address. */
export function registerLinkRoutes(app: ServiceApp, { db, resetLimiter }: LinkRouteDeps) {
  registerRoute(app, authRoutes.requestPasswordReset, async (request, reply) => {
    const started = Date.now();
    const email = normalizeEmail(request.body.email);
    await resetLimiter.admit(request.identity.ip, email);
    await requestPasswordReset(db, email);
    await sleep(Math.max(0, started + RESET_ANSWER_MS - Date.now()));
    return reply.status(202).send({ message: PASSWORD_RESET_SENT });
  });

  registerRoute(app, authRoutes.confirmPasswordReset, async (request) => {
    await setPasswordWithLink(db, request.body.token, request.body.password);
    return { message: PASSWORD_SET };
  });

  registerRoute(app, authRoutes.verifyEmail, async (request) => {
    await verifyEmail(db, request.body.token);
    return { emailVerified: true } as const;
  });
}
