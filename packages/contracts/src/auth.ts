import { z } from 'zod';
import { authEndpoints, internalAuthEndpoints } from './auth-endpoints';
import { errorBodySchema } from './errors';
import { emailField, passwordSchema } from './fields';
import { roleSchema, sessionUserSchema } from './identity';
import { defineRoute } from './route';

/**
 * The session cookie. Over TLS it carries the `__Host-` prefix, so the browser only accepts it Secure, for path
 * `/` and this exact host (no sibling domain can plant or overwrite it); plain-http local runs use the bare name.
 */
export const SESSION_COOKIE = 'inkbook_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
/** The token a request carries, under either name (the prefixed one wins). */
export const sessionTokenOf = (cookies: Record<string, string | undefined>) =>
  cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];

/** POST /api/login (spec §5: 'Please enter a valid email address', 'Password is required'). */
export const loginBodySchema = z.object({
  email: emailField('Please enter a valid email address'),
  // No length rule beyond "present": a login form must not reveal the password policy of old accounts.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be 200 characters or less'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The web reads `user.role` to choose where to go after login (spec §7). */
export const loginResponseSchema = z.object({ user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * GET /api/auth/me: the SessionUser and whether its owner has confirmed the address (read fresh from auth; the
 * signed identity header between services stays a bare SessionUser).
 */
export const meResponseSchema = sessionUserSchema.extend({ emailVerified: z.boolean() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/auth/password-reset: the same 202 answer whether or not the account exists. */
export const passwordResetBodySchema = z.object({ email: emailField('Please enter a valid email address') });
export const PASSWORD_RESET_SENT =
  'If an account uses that email, we sent it a link to set a new password. The link works for 1 hour.';
export const passwordResetAnswerSchema = z.object({ message: z.string() });
export const PASSWORD_RESET_RATE_LIMITED = 'Too many password reset requests. Please try again later.';
/** POST /api/auth/password-reset/confirm: the sign-up password rules; the link's token is single-use. */
export const passwordResetConfirmBodySchema = z.object({
  token: z.string().min(1).max(500),
  password: passwordSchema,
});
export const LINK_EXPIRED = 'This link has expired. Ask for a new one.';
/** The confirm's answer: every session of the account has ended, so the owner signs in again with it. */
export const PASSWORD_SET = 'Your new password is set. Sign in with it.';
/** POST /api/auth/verify-email */
export const verifyEmailBodySchema = z.object({ token: z.string().min(1).max(500) });
export const verifyEmailAnswerSchema = z.object({ emailVerified: z.literal(true) });

/**
 * What auth tells the platform about an account (`auth.user.created` / `auth.user.updated`): notifications keeps
 * each account's address from it (DESIGN §4). Never a password hash, a session or a token.
 */
export const accountEventSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  artistId: z.uuid().nullable(),
  studioId: z.uuid().nullable(),
  emailVerified: z.boolean(),
});
/**
 * `auth.user.deleted`: the account is gone. When its owner deleted it (`erase`), every service erases or
 * anonymises what it holds of them (issue 27 item 5); `artistId` / `studioId` name the profiles it owned, which
 * leave public view. A compensation (a failed application) deletes an account nobody used: `erase` is absent.
 */
export const accountDeletedEventSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  erase: z.boolean().optional(),
  artistId: z.uuid().nullable().optional(),
  studioId: z.uuid().nullable().optional(),
});

/** DELETE /api/me: the account's own password, checked as sign-in checks it (the same limits). */
export const deleteAccountBodySchema = z.object({ password: loginBodySchema.shape.password });
export const ACCOUNT_DELETED =
  'Your account is deleted. Your data is being erased from Inkbook and will be gone within a minute.';
/** The name inquiries and bookings show once their client erased their account. */
export const DELETED_CLIENT = 'Deleted client';

/**
 * `auth.account-link.issued`: a single-use link for the account's owner, mailed by notifications (the only service
 * that sends email): confirm the address, set a new password, or take over an unverified account someone else
 * named. Carries the raw token, so the gateway never forwards `auth.*` to browsers.
 */
export const accountLinkPurposes = ['verify-email', 'reset-password', 'take-over'] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];
export const accountLinkEventSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  purpose: z.enum(accountLinkPurposes),
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const logoutResponseSchema = z.object({ message: z.string() });

export const ACCOUNT_EXISTS = 'An account with this email already exists';

/**
 * POST /internal/accounts: catalog creates a login for a new profile (DESIGN §3). An email that already has an
 * account is linked to the new profile only when the applicant is signed in as that account (the caller passes
 * the applicant's identity in the signed header); otherwise 409, whatever the password.
 */
export const createAccountBodySchema = z.object({
  email: z.string().trim().pipe(z.email()),
  password: z.string().min(8).max(200),
  role: z.enum(['artist', 'studio', 'client']),
  artistId: z.uuid().optional(),
  studioId: z.uuid().optional(),
});
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

/** `created: false`: the profile was linked to an account that already existed (so only the link is undone on revert). */
export const createAccountResponseSchema = z.object({
  userId: z.uuid(),
  role: roleSchema,
  created: z.boolean(),
});
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;

/**
 * POST /internal/accounts/revert: the compensation step when catalog's own write fails after the account call.
 * `created` accounts are deleted; linked ones only lose the link to the given profile.
 */
export const revertAccountBodySchema = z.object({
  userId: z.uuid(),
  created: z.boolean(),
  artistId: z.uuid().optional(),
  studioId: z.uuid().optional(),
});
export type RevertAccountBody = z.infer<typeof revertAccountBodySchema>;

/**
 * POST /internal/sessions/resolve: the gateway asks who holds a session cookie (404 `{ user: null }`: nobody).
 * `touch: false` asks without counting as the person's activity (an open event stream checking that its session
 * still holds), so the session still idles out.
 */
export const resolveSessionBodySchema = z.object({
  token: z.string().min(1).max(200),
  touch: z.boolean().optional(),
});
export const resolveSessionResponseSchema = z.object({ user: sessionUserSchema });

/**
 * POST /internal/sessions: signs in an account the caller has just created (a client's first inquiry, DESIGN §3),
 * as sign-in would: a new session row and the same cookie, whose Set-Cookie value the caller passes on. Only an
 * account created minutes ago that has never had a session; any other is 409, so no service can sign anyone in.
 */
export const startSessionBodySchema = z.object({ userId: z.uuid() });
export const startSessionResponseSchema = z.object({ setCookie: z.string() });
/**
 * POST /internal/sessions/recent: who holds a session cookie if they signed in with their password within
 * `RECENT_SIGN_IN_MS` (the session's start, not its last request); anyone else, signed out included, 401
 * `reauthentication_required` with the text the caller shows. The gateway asks it before a data export.
 */
export const recentSessionBodySchema = z.object({ token: z.string().min(1).max(200) });
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export const SESSION_NOT_STARTABLE = 'Only a just-created account can be signed in this way';

export const authRoutes = {
  login: defineRoute({
    ...authEndpoints.login,
    tags: ['auth'],
    summary: 'Sign in',
    body: loginBodySchema,
    response: { 200: loginResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
  }),
  logout: defineRoute({
    ...authEndpoints.logout,
    tags: ['auth'],
    summary: 'Sign out',
    response: { 200: logoutResponseSchema },
  }),
  me: defineRoute({
    ...authEndpoints.me,
    tags: ['auth'],
    summary: 'The signed-in user',
    response: { 200: meResponseSchema, 401: errorBodySchema },
  }),
  requestPasswordReset: defineRoute({
    ...authEndpoints.requestPasswordReset,
    tags: ['auth'],
    summary: 'Sends a single-use link to set a new password (the same answer for an unknown email)',
    body: passwordResetBodySchema,
    response: { 202: passwordResetAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
  }),
  confirmPasswordReset: defineRoute({
    ...authEndpoints.confirmPasswordReset,
    tags: ['auth'],
    summary: "Sets a new password with a reset link's token and ends every session of the account",
    body: passwordResetConfirmBodySchema,
    response: { 200: z.object({ message: z.string() }), 400: errorBodySchema },
  }),
  deleteAccount: defineRoute({
    ...authEndpoints.deleteAccount,
    tags: ['auth'],
    summary: "Deletes the signed-in account and erases its owner's data in every service",
    body: deleteAccountBodySchema,
    response: {
      200: z.object({ message: z.string() }),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      429: errorBodySchema,
    },
  }),
  verifyEmail: defineRoute({
    ...authEndpoints.verifyEmail,
    tags: ['auth'],
    summary: "Confirms the account's email address with the link's token",
    body: verifyEmailBodySchema,
    response: { 200: verifyEmailAnswerSchema, 400: errorBodySchema },
  }),
} as const;

/** Hidden from the OpenAPI document: the gateway never forwards `/internal/*`. */
export const internalAuthRoutes = {
  createAccount: defineRoute({
    ...internalAuthEndpoints.createAccount,
    hide: true,
    body: createAccountBodySchema,
    response: { 200: createAccountResponseSchema, 201: createAccountResponseSchema, 409: errorBodySchema },
  }),
  revertAccount: defineRoute({
    ...internalAuthEndpoints.revertAccount,
    hide: true,
    body: revertAccountBodySchema,
    response: { 200: z.object({ reverted: z.literal(true) }) },
  }),
  resolveSession: defineRoute({
    ...internalAuthEndpoints.resolveSession,
    hide: true,
    body: resolveSessionBodySchema,
    response: { 200: resolveSessionResponseSchema, 400: errorBodySchema, 404: z.object({ user: z.null() }) },
  }),
  startSession: defineRoute({
    ...internalAuthEndpoints.startSession,
    hide: true,
    body: startSessionBodySchema,
    response: { 201: startSessionResponseSchema, 409: errorBodySchema },
  }),
  recentSession: defineRoute({
    ...internalAuthEndpoints.recentSession,
    hide: true,
    body: recentSessionBodySchema,
    response: { 200: resolveSessionResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
  }),
} as const;
