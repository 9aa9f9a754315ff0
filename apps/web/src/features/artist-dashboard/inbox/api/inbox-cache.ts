import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { InboxPage } from './get-artist-inbox';
import { artistInquiriesKey, inboxListKey } from './query-keys';

type Pages = InfiniteData<InboxPage>;

const eachList = (
  queryClient: QueryClient,
  artistId: string,
  change: (items: ArtistInquiry[]) => ArtistInquiry[],
) =>
  queryClient.setQueriesData<Pages>({ queryKey: inboxListKey(artistId) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );

/**
 * After the server accepted a change: the answer replaces the card at once (nothing is shown before the server
 * said yes), then every list and the counts are fetched again, since a filter or a count may now differ.
 */
export function showChanged(queryClient: QueryClient, inquiry: ArtistInquiry) {
  eachList(queryClient, inquiry.artistId, (items) =>
    items.map((item) => (item.id === inquiry.id ? inquiry : item)),
  );
  return queryClient.invalidateQueries({ queryKey: artistInquiriesKey(inquiry.artistId) });
}

/** After a delete the server confirmed: the card goes, then lists and counts are fetched again. */
export function showRemoved(queryClient: QueryClient, inquiry: ArtistInquiry) {
  eachList(queryClient, inquiry.artistId, (items) => items.filter((item) => item.id !== inquiry.id));
  return queryClient.invalidateQueries({ queryKey: artistInquiriesKey(inquiry.artistId) });
}
