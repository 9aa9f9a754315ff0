import { isApiError } from '@/lib/api-client';

/**
 * The toast a failed generation shows (the spec only logs it; a person needs to know). A busy or unavailable
 * generator (429, 503) says why and when to try again in its own words; anything else gets the general line.
 */
export function generationFailure(error: unknown): { title: string; description: string } {
  const title = 'Could not create designs';
  const busy = isApiError(error) && (error.status === 429 || error.status === 503);
  const description =
    busy && error.serverMessage ? error.serverMessage : 'We could not make your designs. Please try again.';
  return { title, description };
}
