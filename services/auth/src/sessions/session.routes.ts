import {
  loginBodySchema,
  loginResponseSchema,
  sessionCookieName,
  sessionTokenOf,
} from '@inkbook/contracts/auth';
import { errorCodes } from '@inkbook/contracts/errors';
import { sessionUserSchema } from '@inkbook/contracts/identity';
import { AppError, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuthDatabase } from '../db';
import { checkCredentials, normalizeEmail } from '../users/account.service';
import { toSessionUser } from '../users/user.repository';
import type { createLoginLimiter } from './login-limiter';
import { endSession, limitsFor, resolveSession, type SessionPolicy, startSession } from './session.service';

export interface SessionRouteDeps {
  db: Kysely<AuthDatabase>;
  policy: SessionPolicy;
  limiter: ReturnType<typeof createLoginLimiter>;
  secureCookie: boolean;
}

const invalidCredentials = () => new AppError(401, errorCodes.unauthorized, 'Invalid email or password');

export function registerSessionRoutes(
  app: ServiceApp,
  { db, policy, limiter, secureCookie }: SessionRouteDeps,
) {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;
  const cookieName = sessionCookieName(secureCookie);

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const ip = request.identity.ip;
      await limiter.assertAllowed(email, ip);
      const user = await checkCredentials(db, email, request.body.password);
      if (!user) {
        await limiter.recordFailure(email, ip);
        throw invalidCredentials();
      }
      await limiter.recordSuccess(email, ip);
      // A new token at every sign-in; a token the browser already held is ended (no session fixation).
      const previous = sessionTokenOf(request.cookies);
      if (previous) await endSession(db, previous);
      const token = await startSession(db, user, policy);
      const { absoluteSeconds } = limitsFor(policy, user.role);
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: absoluteSeconds });
      return { user: toSessionUser(user) };
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['auth'], summary: 'Sign out', response: { 200: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      const token = sessionTokenOf(request.cookies);
      if (token) await endSession(db, token);
      reply.clearCookie(cookieName, cookieOptions);
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: sessionUserSchema } } },
    async (request) => requireUser(request),
  );

  // The gateway's session lookup (never proxied to the outside).
  app.post(
    '/internal/sessions/resolve',
    { schema: { hide: true, body: z.object({ token: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const user = await resolveSession(db, request.body.token, policy);
      return user ? { user } : reply.status(404).send({ user: null });
    },
  );
}
