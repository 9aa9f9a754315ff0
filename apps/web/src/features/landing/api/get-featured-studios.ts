import type { StudioCard } from '@inkbook/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FEATURED_LIMIT, type FeaturedPage } from './get-featured-artists';
import { landingKeys } from './query-keys';

export const getFeaturedStudios = (signal?: AbortSignal) =>
  api.get<FeaturedPage<StudioCard>>('/api/studios', {
    query: { pageSize: FEATURED_LIMIT },
    ...(signal ? { signal } : {}),
  });

export const featuredStudiosQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.studios(FEATURED_LIMIT),
    queryFn: ({ signal }) => getFeaturedStudios(signal),
  });

export const useFeaturedStudios = () => useQuery(featuredStudiosQueryOptions());
