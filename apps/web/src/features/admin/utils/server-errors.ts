import { errorBodySchema } from '@inkbook/contracts/errors';
import { type ApiError, isApiError } from '@/lib/api-client';

/**
 * Spec §8 admin login: the server's message, else 'Invalid email or password'; no answer at all (the request
 * never reached a server) is a connection problem.
 */
export function signInErrorMessage(error: Error): string {
  if (!isApiError(error)) return 'Connection error. Please try again.';
  return error.serverMessage ?? 'Invalid email or password';
}

/** A 400 or 409 names what was wrong with the edit; the form shows it beside the fields it concerns. */
export const isRejectedEdit = (error: Error): error is ApiError =>
  isApiError(error) && (error.status === 400 || error.status === 409);

/** Per-field messages of our error body (DESIGN §6), keyed by field name; empty when there are none. */
export function serverFieldErrors(error: Error): Record<string, string> {
  if (!isApiError(error)) return {};
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? (parsed.data.error.fields ?? {}) : {};
  } catch {
    return {};
  }
}

/** The admin session is gone (expired, signed out elsewhere, or the account lost its role). */
export const isSessionError = (error: Error | null) =>
  isApiError(error) && (error.status === 401 || error.status === 403);
