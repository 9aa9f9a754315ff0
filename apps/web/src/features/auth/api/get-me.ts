import type { SessionUser } from '@inkbook/contracts/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

export const meQueryKey = ['auth', 'me'] as const;

type MeResponse = SessionUser | { user: SessionUser | null } | null | undefined;

/** Accepts `{ user }` or the bare user, so the page does not depend on the envelope the auth service picks. */
export function sessionUserFrom(data: MeResponse): SessionUser | null {
  if (!data) return null;
  return 'user' in data ? data.user : data;
}

/** The signed-in user, or null when signed out (a 401 is an answer, not a failure). */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return sessionUserFrom(await api.get<MeResponse>('/api/auth/me', signal ? { signal } : {}));
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
