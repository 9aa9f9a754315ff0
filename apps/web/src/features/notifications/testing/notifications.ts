import type { Notification, NotificationList } from '@inkbook/contracts/notification';

let made = 0;

/** A notification as the server lists it; unread unless told. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  made += 1;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    category: 'inquiries',
    title: `New inquiry ${made}`,
    body: 'Rosa Diaz would like a fine line koi on her forearm.',
    link: '/dashboard',
    createdAt: new Date().toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** A page of GET /api/notifications: the items, the unread count (theirs unless told) and the next cursor. */
export function aPage({
  items,
  unreadCount,
  nextCursor = null,
}: {
  items: Notification[];
  unreadCount?: number;
  nextCursor?: string | null;
}): NotificationList {
  return {
    notifications: items,
    unreadCount: unreadCount ?? items.filter((item) => item.readAt === null).length,
    nextCursor,
  };
}
