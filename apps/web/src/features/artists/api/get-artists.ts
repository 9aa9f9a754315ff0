import type { ArtistCard } from '@inkbook/contracts/artist';
import { ARTISTS_PAGE_SIZE, type ArtistListParams } from '@inkbook/contracts/artist-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { artistApi } from '@/lib/api';
import { artistKeys } from './query-keys';

export interface ArtistListPage {
  items: ArtistCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the public artist list (GET /api/artists): the server searches, filters, sorts and pages. */
export function getArtists(params: ArtistListParams, signal?: AbortSignal): Promise<ArtistListPage> {
  // The same query, in the same order, as contracts' artistListPath: the gateway preloads the page's first answer
  // under that exact URL (lib/page-data.ts).
  const { q, style, sort, order, page, near, radius, openBooks } = params;
  return artistApi.list({
    query: {
      q: q || undefined,
      style: style || undefined,
      sort,
      order,
      page,
      pageSize: ARTISTS_PAGE_SIZE,
      near: near || undefined,
      radius: (near && radius) || undefined,
      books: openBooks ? 'open' : undefined,
    },
    signal,
  });
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
