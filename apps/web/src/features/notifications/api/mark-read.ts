import type { NotificationList } from '@inkbook/contracts/notification';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { notificationKeys } from './query-keys';

/** Some of one's own notifications, or all of them. */
export type MarkRead = { ids: string[] } | { all: true };

const isMarked = (what: MarkRead, id: string) => 'all' in what || what.ids.includes(id);

/** A page as it is once `what` is read: the count the server answered, the items read now. */
function markedPage(page: NotificationList, what: MarkRead, unreadCount: number, readAt: string) {
  return {
    ...page,
    unreadCount,
    notifications: page.notifications.map((item) =>
      item.readAt === null && isMarked(what, item.id) ? { ...item, readAt } : item,
    ),
  };
}

/**
 * Shows the answer at once in the bell and the list (the count the server gave, the items read), then refetches
 * them, since another tab or a new notification may have moved them meanwhile.
 */
async function showRead(client: QueryClient, what: MarkRead, unreadCount: number) {
  const readAt = new Date().toISOString();
  client.setQueryData<NotificationList>(
    notificationKeys.bell,
    (page) => page && markedPage(page, what, unreadCount, readAt),
  );
  client.setQueryData<InfiniteData<NotificationList>>(
    notificationKeys.list,
    (data) =>
      data && { ...data, pages: data.pages.map((page) => markedPage(page, what, unreadCount, readAt)) },
  );
  await client.invalidateQueries({ queryKey: notificationKeys.root });
}

/** POST /api/notifications/read; succeeding is quiet (the badge and the items change), failing says so. */
export function useMarkRead() {
  return useCommand<{ unreadCount: number }, MarkRead>({
    mutationFn: (what) => notificationApi.markRead({ body: what }),
    failure: (what) =>
      'all' in what
        ? { title: 'Could not mark your notifications as read', description: 'Please try again.' }
        : { title: 'Could not mark the notification as read' },
    onSuccess: ({ unreadCount }, what, client) => showRead(client, what, unreadCount),
  });
}
