import { queryOptions, useQuery } from '@tanstack/react-query';
import { inquiryApi } from '@/lib/api';
import { inquiryStatsKey } from './query-keys';

/** GET /api/inquiries/artist/{artistId}/stats: counts per status over all of the artist's inquiries. */
export const getInquiryStats = (artistId: string, signal?: AbortSignal) =>
  inquiryApi.artistInboxStats({ params: { artistId }, signal });

export const inquiryStatsQueryOptions = (artistId: string) =>
  queryOptions({
    queryKey: inquiryStatsKey(artistId),
    queryFn: ({ signal }) => getInquiryStats(artistId, signal),
  });

/**
 * `{ total, pending, reviewed, responded, approved, declined }` for the artist. The inbox's live events and every
 * change refresh it, so any view reading it (the dashboard's 'new inquiries' stat) follows along.
 */
export const useInquiryStats = (artistId: string) => useQuery(inquiryStatsQueryOptions(artistId));
