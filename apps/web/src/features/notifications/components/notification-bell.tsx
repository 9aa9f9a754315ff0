import { Bell } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyWhenIdle, usePreloadOnIntent } from '@/lib/lazy-when-idle';
import { useBellNotifications } from '../api/get-notifications';
import { useNotificationEvents } from '../hooks/use-notification-events';
import { badgeText, unreadLabel } from '../utils/unread';

// The panel's code (Radix's focus and dismiss handling) stays out of every page's first load and arrives at the first
// idle moment once a person is on the page (not while it still draws: issue 30's dashboards); a press before then
// opens it as soon as it has come.
const panel = lazyWhenIdle(async () => (await import('./notification-panel')).NotificationPanel);

/**
 * The navbar's bell for a signed-in person (issue 22 item 7): the unread count (hidden at 0, '9+' above 9), read out
 * politely when it changes, and a panel with the latest notifications. Kept live over the page's event stream.
 */
export function NotificationBell({ userId }: { userId: string }) {
  useNotificationEvents(userId);
  usePreloadOnIntent(panel.preload);
  const { data } = useBellNotifications();
  const count = data?.unreadCount ?? 0;
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const countId = useId();
  const { pathname } = useLocation();

  // A followed link closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="sm:relative">
      <button
        ref={bell}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={countId}
        onClick={() => {
          setAsked(true);
          setOpen((value) => !value);
        }}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-paper-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <Bell className="size-5" aria-hidden="true" />
        <span className="sr-only">Notifications</span>
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] leading-none font-semibold text-white"
          >
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      {/* Outside the button, so its name stays 'Notifications'; the count is its description and is announced. */}
      <span id={countId} aria-live="polite" className="sr-only">
        {count > 0 ? unreadLabel(count) : ''}
      </span>
      {asked ? (
        <Suspense fallback={null}>
          <panel.Component id={panelId} open={open} onOpenChange={setOpen} bell={bell} />
        </Suspense>
      ) : null}
    </div>
  );
}
