import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  artists: ['admin', 'artists'] as const,
  studios: ['admin', 'studios'] as const,
  mailbox: ['admin', 'mailbox'] as const,
};

/**
 * Admin reads retry only what may pass on a second try: a 401/403 or 404 will not, and waiting through three
 * retries would keep the admin staring at skeletons before the page can say what is wrong.
 */
export const retryServerErrors = (failureCount: number, error: Error) =>
  failureCount < 3 && !(isApiError(error) && error.status < 500);

/**
 * Spec §4: after any admin update the whole client cache is cleared and the lists and stats refetched. Cached
 * public pages (profiles, lists) are dropped; what is on screen (the admin lists, stats and the session) is
 * refetched in place, so the table updates without flashing back to skeletons. Resolves once fresh data is in.
 */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  // A read sent before the change committed (a search typed a moment before Delete) would otherwise be joined by
  // the refetch, not repeated, when it is that query's first fetch: its answer would bring the deleted row back.
  await queryClient.cancelQueries();
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
}
