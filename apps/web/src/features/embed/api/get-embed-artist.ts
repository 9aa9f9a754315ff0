import type { ArtistProfile } from '@inkbook/contracts/artist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { artistApi } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { embedKeys } from './query-keys';

/** GET /api/artists/:handle: the embed reads the public profile itself (features do not share code). */
export function getEmbedArtist(handle: string, signal?: AbortSignal): Promise<ArtistProfile> {
  return artistApi.profile({ params: { handle }, signal });
}

export const embedArtistQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: embedKeys.artist(handle),
    queryFn: ({ signal }) => getEmbedArtist(handle, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 3,
  });

export const useEmbedArtist = (handle: string | null) =>
  useQuery({ ...embedArtistQueryOptions(handle ?? ''), enabled: Boolean(handle) });
