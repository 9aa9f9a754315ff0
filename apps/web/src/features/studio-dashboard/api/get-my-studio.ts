import type { Studio } from '@inkbook/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioApi } from '@/lib/api';
import { isApiError } from '@/lib/api-client';

/** Keyed by the studio an admin names; an owner's own studio is `null` (the session names it). */
export const myStudioKeys = {
  all: ['studio-dashboard', 'my-studio'] as const,
  of: (adminStudioId: string | null) => [...myStudioKeys.all, adminStudioId] as const,
};

/**
 * The studio the signed-in owner manages, in any status (GET /api/studios/my-studio); admins name one with
 * `studioId`. Null when there is none (404).
 */
export async function getMyStudio(
  adminStudioId: string | null,
  signal?: AbortSignal,
): Promise<Studio | null> {
  try {
    return await studioApi.myStudio({ query: { studioId: adminStudioId ?? undefined }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const myStudioQueryOptions = (adminStudioId: string | null = null) =>
  queryOptions({
    queryKey: myStudioKeys.of(adminStudioId),
    queryFn: ({ signal }) => getMyStudio(adminStudioId, signal),
    // A refusal (401 signed out, 403 another owner's studio) will not change by asking again.
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 3,
  });

/** `enabled` is false for accounts that have no studio to ask for. */
export function useMyStudio(adminStudioId: string | null, enabled: boolean) {
  return useQuery({ ...myStudioQueryOptions(adminStudioId), enabled });
}
