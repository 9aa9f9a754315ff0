import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { studioDashboardKeys } from '../../api/query-keys';
import { type StudioInquiryPage, studioInquiriesListKey } from './get-studio-inquiries';

const eachCard = (
  queryClient: QueryClient,
  studioId: string,
  change: (items: StudioInquiry[]) => StudioInquiry[],
) =>
  queryClient.setQueryData<InfiniteData<StudioInquiryPage>>(studioInquiriesListKey(studioId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );

/**
 * After the server accepted a change: its answer replaces the card at once (nothing shows before the server said
 * yes), then the list and the pending count are fetched again.
 */
export function showChanged(queryClient: QueryClient, inquiry: StudioInquiry) {
  eachCard(queryClient, inquiry.studioId, (items) =>
    items.map((item) => (item.id === inquiry.id ? inquiry : item)),
  );
  return queryClient.invalidateQueries({ queryKey: studioDashboardKeys.inquiries(inquiry.studioId) });
}

/** After a delete the server confirmed: the card goes, then the list and the count are fetched again. */
export function showRemoved(queryClient: QueryClient, inquiry: StudioInquiry) {
  eachCard(queryClient, inquiry.studioId, (items) => items.filter((item) => item.id !== inquiry.id));
  return queryClient.invalidateQueries({ queryKey: studioDashboardKeys.inquiries(inquiry.studioId) });
}
