import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { notificationApi } from '@/lib/api';
import { notificationKeys } from './query-keys';

/** The bell's panel shows the latest 20 (issue 22 item 7); `/notifications` pages by the same size. */
export const PAGE_SIZE = 20;

/** GET /api/notifications: the signed-in person's own, newest first; `before` is the page before's `nextCursor`. */
export const getNotifications = (before: string | undefined, signal?: AbortSignal) =>
  notificationApi.list({ query: { limit: PAGE_SIZE, ...(before && { before }) }, signal });

export const bellQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.bell,
    queryFn: ({ signal }) => getNotifications(undefined, signal),
  });

/** The bell's count and latest items, kept current by `useNotificationEvents`. */
export const useBellNotifications = () => useQuery(bellQueryOptions());

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
