import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/use-command';

/**
 * Spec §8 admin login: the server's message (by useCommand's rule: a 429 says when to try again), else 'Invalid
 * email or password'; no answer at all (the request never reached a server) is a connection problem.
 */
export function signInErrorMessage(error: Error): string {
  if (!isApiError(error)) return 'Connection error. Please try again.';
  return serverMessageOf(error) ?? 'Invalid email or password';
}

/** The admin session is gone (expired, signed out elsewhere, or the account lost its role). */
export const isSessionError = (error: Error | null) =>
  isApiError(error) && (error.status === 401 || error.status === 403);
