import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBellNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

export interface NotificationPanelProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: focus goes back to it when the panel closes by Escape or a link. */
  bell: RefObject<HTMLButtonElement | null>;
}

const footerLink =
  'rounded-md px-2 py-1.5 text-sm font-medium text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent';

/**
 * The bell's panel: a non-modal dialog under the bell (full width under the navbar on a phone) with the latest 20,
 * 'Mark all as read', and links to every notification and to the email settings. Focus moves into it as it opens;
 * Escape closes it and gives focus back to the bell; a click elsewhere closes it and leaves focus where it went.
 */
export function NotificationPanel({ id, open, onOpenChange, bell }: NotificationPanelProps) {
  const query = useBellNotifications();
  const { mutate: markRead, isPending: marking } = useMarkRead();
  const clickedAway = useRef(false);
  const close = () => onOpenChange(false);
  const unread = query.data?.unreadCount ?? 0;
  const items = query.data?.notifications ?? [];

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogPrimitive.Content
        id={id}
        aria-describedby={undefined}
        onOpenAutoFocus={() => {
          clickedAway.current = false;
        }}
        onInteractOutside={(event) => {
          // The bell toggles the panel itself: a press on it is not a click away.
          if (event.target instanceof Node && bell.current?.contains(event.target)) event.preventDefault();
          else clickedAway.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!clickedAway.current) bell.current?.focus();
        }}
        className="absolute inset-x-0 top-full z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden border-y border-line bg-paper shadow-xl shadow-ink/10 focus:outline-none data-[state=open]:animate-pop-in sm:inset-x-auto sm:right-0 sm:mt-2 sm:w-96 sm:rounded-2xl sm:border"
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <DialogPrimitive.Title className="font-display text-lg font-semibold text-ink">
            Notifications
          </DialogPrimitive.Title>
          {unread > 0 ? (
            <Button variant="ghost" size="sm" isLoading={marking} onClick={() => markRead({ all: true })}>
              Mark all as read
            </Button>
          ) : null}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-2">
          {query.isPending ? (
            <div role="status" aria-label="Loading notifications" className="flex flex-col gap-2 p-2">
              <Skeleton className="h-14 w-full rounded-xl" />
              <Skeleton className="h-14 w-full rounded-xl" />
            </div>
          ) : query.isError ? (
            <p role="alert" className="p-3 text-sm text-accent-strong">
              Could not load your notifications. Please try again.
            </p>
          ) : (
            <>
              {unread === 0 ? (
                <p role="status" className="px-3 py-4 text-center text-sm text-muted">
                  You're all caught up
                </p>
              ) : null}
              {items.length > 0 ? (
                <ul className="flex flex-col gap-1">
                  {items.map((item) => (
                    <li key={item.id}>
                      <NotificationItem item={item} onFollow={close} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-3 py-2">
          <Link to={paths.notifications} onClick={close} className={footerLink}>
            See all notifications
          </Link>
          <Link to={paths.notificationSettings} onClick={close} className={footerLink}>
            Notification settings
          </Link>
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Root>
  );
}
