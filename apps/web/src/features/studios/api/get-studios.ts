import type { NearRadius } from '@inkbook/contracts/availability-rules';
import type { StudioCard } from '@inkbook/contracts/studio';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioApi } from '@/lib/api';
import { studioKeys } from './query-keys';

export interface StudioListParams {
  q?: string | undefined;
  specialization?: string | undefined;
  sort: 'name' | 'location' | 'specializations' | 'distance' | 'relevance';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** Issue 26: 'Near me' (`lat,lng`), the radius in miles (only with near), open books only. */
  near?: string | undefined;
  radius?: NearRadius | undefined;
  books?: 'open' | undefined;
}

export interface StudioListPage {
  items: StudioCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/studios: search, filter, sort and paging all happen on the server (DESIGN §5). */
export function getStudios(params: StudioListParams, signal?: AbortSignal): Promise<StudioListPage> {
  return studioApi.list({
    query: { ...params, q: params.q || undefined, specialization: params.specialization || undefined },
    signal,
  });
}

export const studiosQueryOptions = (params: StudioListParams) =>
  queryOptions({
    queryKey: studioKeys.list(params),
    queryFn: ({ signal }) => getStudios(params, signal),
    // Keeps the current page on screen while the next one loads, so paging never flashes skeletons.
    placeholderData: keepPreviousData,
  });

export const useStudios = (params: StudioListParams) => useQuery(studiosQueryOptions(params));
