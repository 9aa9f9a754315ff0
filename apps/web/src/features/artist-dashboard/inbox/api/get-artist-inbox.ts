import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { inquiryApi } from '@/lib/api';
import { type InboxFilters, inboxPageKey } from './query-keys';

export interface InboxPage {
  items: ArtistInquiry[];
  total: number;
  page: number;
  pageSize: number;
}

/** Cards a page; 'Show more' asks for the next. */
const PAGE_SIZE = 20;

/** GET /api/inquiries/artist/{artistId}: newest first, searched and filtered by the server. */
export const getArtistInbox = (artistId: string, filters: InboxFilters, page: number, signal?: AbortSignal) =>
  inquiryApi.artistInbox({
    params: { artistId },
    query: {
      page,
      pageSize: PAGE_SIZE,
      q: filters.q || undefined,
      status: filters.status === 'all' ? undefined : filters.status,
      stage: filters.stage === 'all' ? undefined : filters.stage,
    },
    signal,
  });

export const artistInboxQueryOptions = (artistId: string, filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: inboxPageKey(artistId, filters),
    queryFn: ({ pageParam, signal }) => getArtistInbox(artistId, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** The inbox list; the previous answer stays on screen while a new search loads, so the list never blinks empty. */
export const useArtistInbox = (artistId: string, filters: InboxFilters) =>
  useInfiniteQuery({
    ...artistInboxQueryOptions(artistId, filters),
    placeholderData: (previous) => previous,
  });
