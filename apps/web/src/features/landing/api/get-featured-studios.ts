import type { StudioCard } from '@inkbook/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FEATURED_LIMIT, type FeaturedPage } from './get-featured-artists';

export const getFeaturedStudios = (signal?: AbortSignal) =>
  api.get<FeaturedPage<StudioCard>>('/api/studios', {
    query: { pageSize: FEATURED_LIMIT },
    ...(signal ? { signal } : {}),
  });

export const featuredStudiosQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'studios', FEATURED_LIMIT],
    queryFn: ({ signal }) => getFeaturedStudios(signal),
  });

export const useFeaturedStudios = () => useQuery(featuredStudiosQueryOptions());
