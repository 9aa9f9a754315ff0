import type { checkHandleResponseSchema } from '@inkbook/contracts/artist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { artistApi } from '@/lib/api';
import { onboardingKeys } from './query-keys';

type CheckHandleResponse = z.infer<typeof checkHandleResponseSchema>;

/** GET /api/check-handle: whether a (normalised) Instagram handle is still free. */
export function checkHandle(handle: string, signal?: AbortSignal): Promise<CheckHandleResponse> {
  return artistApi.checkHandle({ query: { instagramHandle: handle }, signal });
}

export const handleAvailabilityQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: onboardingKeys.handle(handle),
    queryFn: ({ signal }) => checkHandle(handle, signal),
    // Someone else may claim the handle meanwhile; Continue asks again once this is stale.
    staleTime: 30_000,
  });

/** The live check under the handle field; `null` while there is nothing worth asking about. */
export function useHandleAvailability(handle: string | null) {
  return useQuery({ ...handleAvailabilityQueryOptions(handle ?? ''), enabled: handle !== null });
}
