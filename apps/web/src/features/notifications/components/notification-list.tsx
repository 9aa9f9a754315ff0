import { Link } from 'react-router';
import { ShowMoreButton } from '@/components/show-more-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/** `/notifications`: every notification of the signed-in person, newest first, 20 at a time. */
export function NotificationList() {
  const query = useNotifications();
  const { mutate: markRead, isPending: marking } = useMarkRead();

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your notifications" className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl border border-accent/30 bg-accent-soft p-4 text-accent-strong">
        Failed to load your notifications. Please try again.
      </p>
    );
  }

  const items = query.data.pages.flatMap((page) => page.notifications);
  // The newest page knows the count best: later pages were fetched earlier or later, the first is refetched live.
  const unread = query.data.pages[0]?.unreadCount ?? 0;
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
        <h2 className="font-display text-2xl font-semibold">No notifications yet</h2>
        <p className="mt-2 text-muted">
          New inquiries, application news and verification requests will show up here.
        </p>
        <Link to={paths.notificationSettings} className="mt-6 inline-block font-medium underline">
          Choose which emails you get
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted">
          {unread > 0 ? `${unread} unread` : "You're all caught up"}
        </p>
        {unread > 0 ? (
          <Button variant="outline" size="sm" isLoading={marking} onClick={() => markRead({ all: true })}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2 rounded-2xl border border-line bg-white/70 p-2">
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem item={item} />
          </li>
        ))}
      </ul>
      <ShowMoreButton query={query} />
    </div>
  );
}
