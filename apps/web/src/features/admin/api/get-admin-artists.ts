import type { AdminArtist } from '@inkbook/contracts/artist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, retryServerErrors } from './query-keys';

/** Every artist, newest first, with inquiry counts: admin lists are complete, so search and filter run here. */
export const getAdminArtists = (signal?: AbortSignal) =>
  api.get<AdminArtist[]>('/api/admin/artists', {
    query: { includeInquiryCounts: true },
    ...(signal ? { signal } : {}),
  });

export const adminArtistsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.artists,
    queryFn: ({ signal }) => getAdminArtists(signal),
    retry: retryServerErrors,
  });

export const useAdminArtists = () => useQuery(adminArtistsQueryOptions());
