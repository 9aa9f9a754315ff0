import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api';
import { type AdminListParams, adminListQuery } from '../utils/filter-profiles';
import { adminKeys, retryServerErrors } from './query-keys';

/** One page of studios, newest first; the server searches, filters and pages. */
export const getAdminStudios = (params: AdminListParams, signal?: AbortSignal) =>
  adminApi.studios({ query: adminListQuery(params), signal });

export const adminStudiosQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: [...adminKeys.studios, params],
    queryFn: ({ signal }) => getAdminStudios(params, signal),
    retry: retryServerErrors,
    // The current page stays on screen while the next search or page loads, instead of skeletons.
    placeholderData: keepPreviousData,
  });

export const useAdminStudios = (params: AdminListParams) => useQuery(adminStudiosQueryOptions(params));
