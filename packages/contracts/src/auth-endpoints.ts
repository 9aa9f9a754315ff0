import { endpoint } from './route';

/** Signing in and out (their schemas: `authRoutes`). */
export const authEndpoints = {
  login: endpoint('POST', '/api/login'),
  logout: endpoint('POST', '/api/logout'),
  me: endpoint('GET', '/api/auth/me'),
  /** 'Forgot password?': always 202 with the same message, a link to an existing account. */
  requestPasswordReset: endpoint('POST', '/api/auth/password-reset'),
  confirmPasswordReset: endpoint('POST', '/api/auth/password-reset/confirm'),
  verifyEmail: endpoint('POST', '/api/auth/verify-email'),
  /** Erases the signed-in account everywhere (issue 27 item 5), after a fresh password check. */
  deleteAccount: endpoint('DELETE', '/api/me'),
} as const;

/**
 * auth's internal API (DESIGN §3; schemas: `internalAuthRoutes`): other services create logins with it, the gateway
 * resolves session cookies. Only signed requests reach it, and the gateway never proxies `/internal/*`.
 */
export const internalAuthEndpoints = {
  createAccount: endpoint('POST', '/internal/accounts'),
  revertAccount: endpoint('POST', '/internal/accounts/revert'),
  resolveSession: endpoint('POST', '/internal/sessions/resolve'),
  startSession: endpoint('POST', '/internal/sessions'),
  recentSession: endpoint('POST', '/internal/sessions/recent'),
} as const;
