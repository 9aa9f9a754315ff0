import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { inquiryApi } from '@/lib/api';
import { myInquiriesQueryKey } from '@/lib/my-inquiries-key';

/** The largest page the server serves; a client rarely has more, and 'Show more' fetches the rest. */
const PAGE_SIZE = 100;

/** GET /api/inquiries/mine: the signed-in client's inquiries to artists and studios, newest first. */
export const getMyInquiries = (page: number, signal?: AbortSignal) =>
  inquiryApi.mine({ query: { page, pageSize: PAGE_SIZE }, signal });

export const myInquiriesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myInquiriesQueryKey,
    queryFn: ({ pageParam, signal }) => getMyInquiries(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export const useMyInquiries = () => useInfiniteQuery(myInquiriesQueryOptions());
