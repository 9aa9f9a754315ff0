import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioApi } from '@/lib/api';
import { FEATURED_LIMIT } from './get-featured-artists';
import { landingKeys } from './query-keys';

export const getFeaturedStudios = (signal?: AbortSignal) =>
  studioApi.list({ query: { pageSize: FEATURED_LIMIT }, signal });

export const featuredStudiosQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.studios(FEATURED_LIMIT),
    queryFn: ({ signal }) => getFeaturedStudios(signal),
  });

export const useFeaturedStudios = () => useQuery(featuredStudiosQueryOptions());
