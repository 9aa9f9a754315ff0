import { useEffect } from 'react';
import { useMyInquiries } from './get-my-inquiries';

/**
 * One of the signed-in client's inquiries, found in their list (GET /api/inquiries/mine: there is no call for one
 * inquiry, and the list is what /my-inquiries already holds in the cache). Pages are fetched until it turns up;
 * `missing` once every page is in without it (another client's inquiry, or none at all).
 */
export function useMyInquiry(id: string) {
  const query = useMyInquiries();
  const inquiry = query.data?.pages.flatMap((page) => page.items).find((item) => item.id === id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const searching = !inquiry && !!hasNextPage;
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);
  return {
    inquiry,
    isPending: query.isPending || searching,
    error: query.error,
    missing: query.isSuccess && !searching && !inquiry,
  };
}
