import { useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '@/lib/server-events';
import { notificationKeys } from '../api/query-keys';

const SUBJECTS = ['notifications.notification.created'] as const;

/**
 * Keeps the bell (and `/notifications`, when open) live: a new notification of this person refetches the count and
 * the list without a reload; every reconnect refetches them, so nothing created while the stream was down is missed.
 * The gateway sends a notification to its owner only; the id is checked again so nobody else's can ever count.
 */
export function useNotificationEvents(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.root });
  useServerEvents({
    subjects: SUBJECTS,
    onEvent: (_subject, snapshot) => {
      if (snapshot.userId === userId) refresh();
    },
    onReconnect: refresh,
  });
}
