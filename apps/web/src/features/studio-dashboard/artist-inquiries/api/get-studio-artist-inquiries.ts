import type { StudioArtistInquiry } from '@inkbook/contracts/inquiry-routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { studioArtistInquiryApi } from '@/lib/api';
import { studioDashboardKeys } from '../../api/query-keys';

export interface StudioArtistInquiryPage {
  items: StudioArtistInquiry[];
  total: number;
  page: number;
  pageSize: number;
}

/** Cards a page; 'Show more' asks for the next. */
const PAGE_SIZE = 20;

/** GET /api/studio/{studioId}/artist-inquiries: inquiries to the studio's verified artists, newest first. */
export const getStudioArtistInquiries = (studioId: string, page: number, signal?: AbortSignal) =>
  studioArtistInquiryApi.inbox({ params: { studioId }, query: { page, pageSize: PAGE_SIZE }, signal });

export const studioArtistInquiriesListKey = (studioId: string) =>
  [...studioDashboardKeys.artistInquiries(studioId), 'list'] as const;

export const studioArtistInquiriesQueryOptions = (studioId: string) =>
  infiniteQueryOptions({
    queryKey: studioArtistInquiriesListKey(studioId),
    queryFn: ({ pageParam, signal }) => getStudioArtistInquiries(studioId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** The Artist Inquiries tab's cards; live events refresh them through `studioDashboardKeys.artistInquiries`. */
export const useStudioArtistInquiries = (studioId: string) =>
  useInfiniteQuery(studioArtistInquiriesQueryOptions(studioId));
