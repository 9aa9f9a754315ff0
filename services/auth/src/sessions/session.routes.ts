import {
  authRoutes,
  internalAuthRoutes,
  RECENT_SIGN_IN_MS,
  SESSION_NOT_STARTABLE,
  sessionCookieName,
  sessionTokenOf,
} from '@inkbook/contracts/auth';
import { errorCodes } from '@inkbook/contracts/errors';
import type { Role } from '@inkbook/contracts/identity';
import {
  AppError,
  conflict,
  registerRoute,
  requireUser,
  type ServiceApp,
  unauthorized,
} from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db';
import { checkCredentials, normalizeEmail } from '../users/account.service';
import { findUserById, toSessionUser } from '../users/user.repository';
import { deviceCookie, signDeviceCookie, verifyDeviceCookie } from './device-cookie';
import type { createLoginLimiter } from './login-limiter';
import {
  endSession,
  limitsFor,
  resolveRecentSession,
  resolveSession,
  type SessionPolicy,
  startFirstSession,
  startSession,
} from './session.service';

export interface SessionRouteDeps {
  db: Kysely<AuthDatabase>;
  policy: SessionPolicy;
  limiter: ReturnType<typeof createLoginLimiter>;
  secureCookie: boolean;
  /** Signs and checks device cookies (device-cookie.ts). */
  deviceKey: Buffer;
}

const invalidCredentials = () => new AppError(401, errorCodes.unauthorized, 'Invalid email or password');

export function registerSessionRoutes(
  app: ServiceApp,
  { db, policy, limiter, secureCookie, deviceKey }: SessionRouteDeps,
) {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;
  const cookieName = sessionCookieName(secureCookie);
  const device = deviceCookie(secureCookie);
  // One cookie for every way a session starts: HttpOnly, SameSite=Lax, living as long as the session may.
  const sessionCookie = (token: string, role: Role) =>
    [cookieName, token, { ...cookieOptions, maxAge: limitsFor(policy, role).absoluteSeconds }] as const;

  registerRoute(app, authRoutes.login, async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    const attempt = {
      email,
      ip: request.identity.ip,
      device: verifyDeviceCookie(deviceKey, request.cookies[device.name], email),
    };
    await limiter.assertAllowed(attempt);
    const user = await checkCredentials(db, email, request.body.password);
    if (!user) {
      await limiter.recordFailure(attempt);
      throw invalidCredentials();
    }
    await limiter.recordSuccess(attempt);
    // A new token at every sign-in; a token the browser already held is ended (no session fixation).
    const previous = sessionTokenOf(request.cookies);
    if (previous) await endSession(db, previous);
    const token = await startSession(db, user, policy);
    reply.setCookie(...sessionCookie(token, user.role));
    // This browser has now signed in to this account: a fresh device cookie (a new nonce) says so from here on.
    reply.setCookie(device.name, signDeviceCookie(deviceKey, email), device.options);
    return { user: toSessionUser(user) };
  });

  registerRoute(app, authRoutes.logout, async (request, reply) => {
    const token = sessionTokenOf(request.cookies);
    if (token) await endSession(db, token);
    reply.clearCookie(cookieName, cookieOptions);
    return { message: 'Logged out successfully' };
  });

  // Read fresh: the identity header carries no verification, and the row is newer than the gateway's cache.
  registerRoute(app, authRoutes.me, async (request) => {
    const row = await findUserById(db, requireUser(request).id);
    if (!row) throw unauthorized();
    return { ...toSessionUser(row), emailVerified: row.email_verified_at !== null };
  });

  // The gateway's session lookup (never proxied to the outside).
  registerRoute(app, internalAuthRoutes.resolveSession, async (request, reply) => {
    const { token, touch } = request.body;
    const user = await resolveSession(db, token, policy, { touch });
    return user ? { user } : reply.status(404).send({ user: null });
  });

  // Before a data export (the gateway's): only a session signed in within the last minutes will do.
  registerRoute(app, internalAuthRoutes.recentSession, async (request) => {
    const user = await resolveRecentSession(db, request.body.token, RECENT_SIGN_IN_MS);
    if (!user) throw new AppError(401, errorCodes.reauthenticationRequired, 'Please sign in again');
    return { user };
  });

  // A service signs in the account its own request has just created (a client's first inquiry); the browser
  // gets the cookie through that service's answer.
  registerRoute(app, internalAuthRoutes.startSession, async (request, reply) => {
    const started = await startFirstSession(db, request.body.userId, policy);
    if (!started) throw conflict(SESSION_NOT_STARTABLE);
    return reply
      .status(201)
      .send({ setCookie: app.serializeCookie(...sessionCookie(started.token, started.user.role)) });
  });
}
