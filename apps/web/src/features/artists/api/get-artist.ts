import type { ArtistProfile } from '@inkbook/contracts/artist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { artistApi } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { artistKeys } from './query-keys';

/** The public profile /artist/{handle} (GET /api/artists/:handle); 404 when missing or not approved. */
export function getArtist(handle: string, signal?: AbortSignal): Promise<ArtistProfile> {
  return artistApi.profile({ params: { handle }, signal });
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export const artistQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: artistKeys.profile(handle),
    queryFn: ({ signal }) => getArtist(handle, signal),
    // A profile keeps itself current while open: new work, a new verified studio.
    refetchInterval: 30_000,
    refetchOnWindowFocus: 'always',
    // A missing profile will not appear by asking again; other failures get the usual 3 tries.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 3,
  });

export function useArtist(handle: string) {
  return useQuery(artistQueryOptions(handle));
}
