import type { StudioProfile } from '@inkbook/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioApi } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { studioKeys } from './query-keys';

/** GET /api/studios/:handle: the public profile with its verified artists. */
export function getStudio(handle: string, signal?: AbortSignal): Promise<StudioProfile> {
  return studioApi.profile({ params: { handle }, signal });
}

export const studioQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: studioKeys.profile(handle),
    queryFn: ({ signal }) => getStudio(handle, signal),
    // A missing studio will not appear on retry: show 'Studio Not Found' at once.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 3,
  });

export const useStudio = (handle: string) => useQuery(studioQueryOptions(handle));
