import type { ArtistCard } from '@inkbook/contracts/artist';
import { type ArtistListParams, artistListPath } from '@inkbook/contracts/artist-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { artistKeys } from './query-keys';

export interface ArtistListPage {
  items: ArtistCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the public artist list (GET /api/artists): the server searches, filters, sorts and pages. */
export function getArtists(params: ArtistListParams, signal?: AbortSignal): Promise<ArtistListPage> {
  return api.get<ArtistListPage>(artistListPath(params), signal ? { signal } : {});
}

export const artistsQueryOptions = (params: ArtistListParams) =>
  queryOptions({
    queryKey: artistKeys.list(params),
    queryFn: ({ signal }) => getArtists(params, signal),
    // The previous page stays on screen while the next filter or page loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });

export function useArtists(params: ArtistListParams) {
  return useQuery(artistsQueryOptions(params));
}
