import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api';
import { adminKeys, retryServerErrors } from './query-keys';

export const getAdminStats = (signal?: AbortSignal) => adminApi.stats({ signal });

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => getAdminStats(signal),
    retry: retryServerErrors,
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
