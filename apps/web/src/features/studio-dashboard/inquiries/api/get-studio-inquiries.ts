import type { InquiryStage } from '@inkbook/contracts/booking-rules';
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

/** The stage the Inquiries tab keeps (issue 23), or every inquiry. */
export type StageFilter = InquiryStage | 'all';

/** GET /api/studio-inquiries/studio/{studioId}: newest first, paged, narrowed by the server. */
export const getStudioInquiries = (
  studioId: string,
  query: { page: number; pageSize: number; status?: InquiryStatus; stage?: InquiryStage },
  signal?: AbortSignal,
) => studioInquiryApi.inbox({ params: { studioId }, query, signal });

/** Every cached list of the tab: each stage's pages sit under it. */
export const studioInquiriesListKey = (studioId: string) =>
  [...studioDashboardKeys.inquiries(studioId), 'list'] as const;

export const studioInquiriesQueryOptions = (studioId: string, stage: StageFilter = 'all') =>
  infiniteQueryOptions({
    queryKey: [...studioInquiriesListKey(studioId), { stage }],
    queryFn: ({ pageParam, signal }) =>
      getStudioInquiries(
        studioId,
        { page: pageParam, pageSize: PAGE_SIZE, ...(stage !== 'all' && { stage }) },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/**
 * The Inquiries tab's cards, newest first, a page at a time; the previous stage's cards stay on screen while another
 * loads, so the list never blinks empty.
 */
export const useStudioInquiries = (studioId: string, stage: StageFilter) =>
  useInfiniteQuery({
    ...studioInquiriesQueryOptions(studioId, stage),
    placeholderData: (previous) => previous,
  });

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
