import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { artistInboxQueryOptions } from './get-artist-inbox';
import { inquiryStatsQueryOptions } from './get-inquiry-stats';
import { unfiltered } from './query-keys';

/**
 * Starts the inbox's first page and its counts for a signed-in artist (their session names the profile) beside the
 * profile's request rather than after it: one round trip less before the cards. Nothing without a profile; one
 * still under review never shows the inbox, and its answers just go unused.
 */
export function usePrefetchInbox(artistId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!artistId) return;
    void queryClient.prefetchQuery(inquiryStatsQueryOptions(artistId));
    void queryClient.prefetchInfiniteQuery(artistInboxQueryOptions(artistId, unfiltered));
  }, [artistId, queryClient]);
}
