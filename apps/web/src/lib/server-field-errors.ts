import { errorBodySchema } from '@inkbook/contracts/errors';
import { type ApiError, isApiError } from './api-client';

/** A 400 or 409 names what was wrong with an edit; forms show it beside the fields it concerns. */
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
