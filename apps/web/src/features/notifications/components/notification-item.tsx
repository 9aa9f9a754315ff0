import type { Notification } from '@inkbook/contracts/notification';
import { relativeTime } from '@inkbook/contracts/relative-time';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useMarkRead } from '../api/mark-read';

interface NotificationItemProps {
  item: Notification;
  /** Runs as the link is followed (the bell's panel closes). */
  onFollow?: () => void;
  className?: string;
}

/**
 * One notification as a link to what it is about (`item.link`); following an unread one marks it read. Unread ones
 * carry a dot and say so to screen readers.
 */
export function NotificationItem({ item, onFollow, className }: NotificationItemProps) {
  const { mutate: markRead } = useMarkRead();
  const unread = item.readAt === null;
  return (
    <Link
      to={item.link}
      onClick={() => {
        if (unread) markRead({ ids: [item.id] });
        onFollow?.();
      }}
      className={cn(
        'flex gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-paper-deep',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        unread && 'bg-accent-soft/60',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-accent' : 'bg-transparent')}
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className={cn('text-sm text-ink', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {item.title}
        </span>
        <span className="line-clamp-2 text-sm text-muted">{item.body}</span>
        <span className="text-xs text-muted">{relativeTime(item.createdAt)}</span>
      </span>
    </Link>
  );
}
