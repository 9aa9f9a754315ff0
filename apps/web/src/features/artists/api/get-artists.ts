import type { ArtistCard } from '@inkbook/contracts/artist';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One page of the public artist list (GET /api/artists): the server searches, filters, sorts and pages. */
export interface ArtistListParams {
  q: string;
  style: string;
  sort: 'name' | 'location' | 'styles';
  order: 'asc' | 'desc';
  page: number;
}

export interface ArtistListPage {
  items: ArtistCard[];
  total: number;
  page: number;
  pageSize: number;
}

export const ARTISTS_PAGE_SIZE = 24;

export function getArtists(params: ArtistListParams, signal?: AbortSignal): Promise<ArtistListPage> {
  return api.get<ArtistListPage>('/api/artists', {
    query: {
      q: params.q || undefined,
      style: params.style || undefined,
      sort: params.sort,
      order: params.order,
      page: params.page,
      pageSize: ARTISTS_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export const artistsQueryOptions = (params: ArtistListParams) =>
  queryOptions({
    queryKey: ['artists', 'list', params],
    queryFn: ({ signal }) => getArtists(params, signal),
    // The previous page stays on screen while the next filter or page loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });

export function useArtists(params: ArtistListParams) {
  return useQuery(artistsQueryOptions(params));
}
