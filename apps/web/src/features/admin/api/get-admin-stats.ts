import type { AdminStats } from '@inkbook/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, retryServerErrors } from './query-keys';

export const getAdminStats = (signal?: AbortSignal) =>
  api.get<AdminStats>('/api/admin/stats', signal ? { signal } : {});

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => getAdminStats(signal),
    retry: retryServerErrors,
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
