import {
  ACCOUNT_DELETED,
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
  forbidden,
  registerRoute,
  requireUser,
  type ServiceApp,
  unauthorized,
} from '@inkbook/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db';
import { checkCredentials, eraseAccount, normalizeEmail } from '../users/account.service';
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

const ADMIN_NOT_DELETABLE =
  'The admin account is kept by configuration (ADMIN_EMAIL); it cannot be deleted here';
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

  /**
   * The one place a password is checked (DESIGN §3): sign-in and a fresh check before deleting the account, so
   * every guess meets the same limits. The user, or 401 / 429.
   */
  const passwordCheck = async (request: FastifyRequest, rawEmail: string, password: string) => {
    const email = normalizeEmail(rawEmail);
    const attempt = {
      email,
      ip: request.identity.ip,
      device: verifyDeviceCookie(deviceKey, request.cookies[device.name], email),
    };
    await limiter.assertAllowed(attempt);
    const user = await checkCredentials(db, email, password);
    if (!user) {
      await limiter.recordFailure(attempt);
      throw invalidCredentials();
    }
    await limiter.recordSuccess(attempt);
    return user;
  };

  registerRoute(app, authRoutes.login, async (request, reply) => {
    const user = await passwordCheck(request, request.body.email, request.body.password);
    // A new token at every sign-in; a token the browser already held is ended (no session fixation).
    const previous = sessionTokenOf(request.cookies);
    if (previous) await endSession(db, previous);
    const token = await startSession(db, user, policy);
    reply.setCookie(...sessionCookie(token, user.role));
    // This browser has now signed in to this account: a fresh device cookie (a new nonce) says so from here on.
    reply.setCookie(device.name, signDeviceCookie(deviceKey, user.email), device.options);
    return { user: toSessionUser(user) };
  });

  // Issue 27 item 5: the password again (a session alone, perhaps a borrowed laptop's, cannot erase anyone), then
  // the account and every session go at once and `auth.user.deleted` tells the other services to erase the rest.
  registerRoute(app, authRoutes.deleteAccount, async (request, reply) => {
    const signedIn = requireUser(request);
    if (signedIn.role === 'admin') throw forbidden(ADMIN_NOT_DELETABLE);
    const user = await passwordCheck(request, signedIn.email, request.body.password);
    if (user.id !== signedIn.id) throw invalidCredentials();
    await db.transaction().execute((trx) => eraseAccount(trx, user));
    reply.clearCookie(cookieName, cookieOptions);
    reply.clearCookie(device.name, device.options);
    return { message: ACCOUNT_DELETED };
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
