import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** Where one inbox's answers sit in the cache. */
export interface InboxKeys {
  /** Every cached list of it (each filter's pages sit under this prefix). */
  lists: QueryKey;
  /** The prefix of everything about it: the lists and the counts (the tab's badge, the dashboard's stat). */
  all: QueryKey;
}

type Pages<T> = InfiniteData<{ items: T[] }>;

/**
 * The one way an inbox (the artist's inquiries, the studio's, the studio's artists') shows a change the server
 * accepted: the card is patched in every cached list at once (nothing is shown before the server said yes), then
 * the lists and the counts are fetched again, since a filter or a count may now differ. `keysOf` names the inbox an
 * inquiry belongs to; live events and reconnects refetch through the same `all` prefix.
 */
export function inboxCache<T extends { id: string }>(keysOf: (item: T) => InboxKeys) {
  const patch = (queryClient: QueryClient, item: T, change: (items: T[]) => T[]) => {
    const keys = keysOf(item);
    queryClient.setQueriesData<Pages<T>>({ queryKey: keys.lists }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
    );
    return queryClient.invalidateQueries({ queryKey: keys.all });
  };
  return {
    /** The server's answer replaces the card. */
    showChanged: (queryClient: QueryClient, item: T) =>
      patch(queryClient, item, (items) => items.map((each) => (each.id === item.id ? item : each))),
    /** A delete the server confirmed: the card goes. */
    showRemoved: (queryClient: QueryClient, item: T) =>
      patch(queryClient, item, (items) => items.filter((each) => each.id !== item.id)),
  };
}
