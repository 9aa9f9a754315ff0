import type { StudioCard } from '@inkbook/contracts/studio';
import type { StudioListParams } from '@inkbook/contracts/studio-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioApi } from '@/lib/api';
import { studioKeys } from './query-keys';

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
