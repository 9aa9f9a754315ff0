import { Inbox } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { NewInquiriesStat } from '../inbox/components/new-inquiries-stat';

interface InboxJumpProps {
  artistId: string;
  /** The Inquiries | Bookings tabs, far down a phone's page under the profile summary and quick actions. */
  target: RefObject<HTMLElement | null>;
}

/** How long a tap waits for tabs still being drawn before it gives up on focusing them. */
const WAIT_FOR_TABS_MS = 10_000;

/**
 * On a phone the inbox starts well below the first screen (issue 25 item 5): this button, at the top, takes the
 * artist there in one tap and puts focus on the open tab, so a keyboard or screen reader lands there too. A button,
 * not a #fragment link: no history entry, so Back still leaves the dashboard. Hidden from 640 px up, where the page is
 * short enough to see the inbox coming.
 */
export function InboxJump({ artistId, target }: InboxJumpProps) {
  const jump = () => {
    const section = target.current;
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    if (focusOpenTab(section)) return;
    // The tabs are drawn once the page is idle or first touched (issue 30), so a quick tap can find their skeleton:
    // the focus (and the scroll, as the skeleton's height is only close) follows when they arrive.
    const observer = new MutationObserver(() => {
      if (!focusOpenTab(section)) return;
      section.scrollIntoView({ block: 'start' });
      stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_TABS_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(section, { childList: true, subtree: true });
  };
  return (
    <Button variant="accent" onClick={jump} className="sm:hidden">
      <Inbox aria-hidden="true" className="size-4" />
      Go to your inbox (<NewInquiriesStat artistId={artistId} /> new)
    </Button>
  );
}

/** Focuses the section's open tab, if it is drawn yet. */
function focusOpenTab(section: HTMLElement): boolean {
  const tab = section.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  tab?.focus({ preventScroll: true });
  return tab !== null;
}
