import type { Studio } from '@inkbook/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, retryServerErrors } from './query-keys';

/** Every studio, newest first: admin lists are complete, so search and filter run here. */
export const getAdminStudios = (signal?: AbortSignal) =>
  api.get<Studio[]>('/api/admin/studios', signal ? { signal } : {});

export const adminStudiosQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.studios,
    queryFn: ({ signal }) => getAdminStudios(signal),
    retry: retryServerErrors,
  });

export const useAdminStudios = () => useQuery(adminStudiosQueryOptions());
