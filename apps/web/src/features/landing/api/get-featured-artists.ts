import { queryOptions, useQuery } from '@tanstack/react-query';
import { artistApi } from '@/lib/api';
import { landingKeys } from './query-keys';

/** Spec §9 Landing: at most 3 artists; the same page's `total` is the approved-artist stat. */
export const FEATURED_LIMIT = 3;

export interface FeaturedPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const getFeaturedArtists = (signal?: AbortSignal) =>
  artistApi.list({ query: { pageSize: FEATURED_LIMIT }, signal });

export const featuredArtistsQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.artists(FEATURED_LIMIT),
    queryFn: ({ signal }) => getFeaturedArtists(signal),
  });

export const useFeaturedArtists = () => useQuery(featuredArtistsQueryOptions());
