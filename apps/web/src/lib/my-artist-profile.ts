import type { Artist } from '@inkbook/contracts/artist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { artistApi } from './api';
import { isApiError } from './api-client';
import { artistKeysRoot } from './profile-keys';

/** Shared by the artist's dashboard and edit page and by a studio profile's 'Request verification'. */
export const myProfileQueryKey = [...artistKeysRoot, 'my-profile'] as const;

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The signed-in artist's own profile in any status (GET /api/artists/my-profile); null when they have none. */
export async function getMyProfile(signal?: AbortSignal): Promise<Artist | null> {
  try {
    return await artistApi.myProfile({ signal });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: myProfileQueryKey,
    queryFn: ({ signal }) => getMyProfile(signal),
    // A session that ended (401) will not come back by asking again.
    retry: (failureCount, error) => !(isApiError(error) && error.status === 401) && failureCount < 3,
  });

/** `enabled` is false for accounts without an artist profile: there is nothing to ask for. */
export function useMyProfile(enabled: boolean) {
  return useQuery({ ...myProfileQueryOptions(), enabled });
}
