import type { SessionUser } from '@inkbook/contracts/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { meQueryKey } from '@/lib/me-query-key';

/** The signed-in user (GET /api/auth/me answers the user itself), or null when signed out: 401 is an answer. */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return (await authApi.me({ signal })) ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Spec §7: no retry; any failure reads as not signed in. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
  });

export function useMe() {
  const query = useQuery(meQueryOptions());
  return { ...query, user: query.data ?? null };
}
