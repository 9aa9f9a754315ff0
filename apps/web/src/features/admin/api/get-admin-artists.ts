import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api';
import { type AdminListParams, adminListQuery } from '../utils/filter-profiles';
import { adminKeys, retryServerErrors } from './query-keys';

/** One page of artists, newest first, with inquiry counts; the server searches, filters and pages. */
export const getAdminArtists = (params: AdminListParams, signal?: AbortSignal) =>
  adminApi.artists({ query: { ...adminListQuery(params), includeInquiryCounts: 'true' }, signal });

export const adminArtistsQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: [...adminKeys.artists, params],
    queryFn: ({ signal }) => getAdminArtists(params, signal),
    retry: retryServerErrors,
    // The current page stays on screen while the next search or page loads, instead of skeletons.
    placeholderData: keepPreviousData,
  });

export const useAdminArtists = (params: AdminListParams) => useQuery(adminArtistsQueryOptions(params));
