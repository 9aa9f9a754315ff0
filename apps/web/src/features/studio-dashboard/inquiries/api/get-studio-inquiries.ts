import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import type { InquiryStatus } from '@inkbook/contracts/inquiry-status';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { studioInquiryApi } from '@/lib/api';
import { studioDashboardKeys } from '../../api/query-keys';

export interface StudioInquiryPage {
  items: StudioInquiry[];
  total: number;
  page: number;
  pageSize: number;
}

/** Cards a page; 'Show more' asks for the next. */
const PAGE_SIZE = 20;

/** GET /api/studio-inquiries/studio/{studioId}: newest first, paged. */
export const getStudioInquiries = (
  studioId: string,
  query: { page: number; pageSize: number; status?: InquiryStatus },
  signal?: AbortSignal,
) => studioInquiryApi.inbox({ params: { studioId }, query, signal });

export const studioInquiriesListKey = (studioId: string) =>
  [...studioDashboardKeys.inquiries(studioId), 'list'] as const;

export const studioInquiriesQueryOptions = (studioId: string) =>
  infiniteQueryOptions({
    queryKey: studioInquiriesListKey(studioId),
    queryFn: ({ pageParam, signal }) =>
      getStudioInquiries(studioId, { page: pageParam, pageSize: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** The Inquiries tab's cards, newest first, a page at a time. */
export const useStudioInquiries = (studioId: string) =>
  useInfiniteQuery(studioInquiriesQueryOptions(studioId));

export const pendingStudioInquiryCountQueryOptions = (studioId: string) =>
  queryOptions({
    queryKey: [...studioDashboardKeys.inquiries(studioId), 'pending-count'],
    // The server counts: one pending card's page answers the total over the whole inbox.
    queryFn: async ({ signal }) =>
      (await getStudioInquiries(studioId, { page: 1, pageSize: 1, status: 'pending' }, signal)).total,
  });

/**
 * The red badge on the Inquiries tab and the Overview's new inquiries: undefined while loading or failed. It sits
 * under `studioDashboardKeys.inquiries`, so live events and every change made in the tab refresh it.
 */
export function usePendingStudioInquiryCount(studioId: string): number | undefined {
  return useQuery(pendingStudioInquiryCountQueryOptions(studioId)).data;
}
