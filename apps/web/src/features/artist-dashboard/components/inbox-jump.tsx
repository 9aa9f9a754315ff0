import { Inbox } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { NewInquiriesStat } from '../inbox/components/new-inquiries-stat';

interface InboxJumpProps {
  artistId: string;
  /** The Inquiries | Bookings tabs, far down a phone's page under the profile summary and quick actions. */
  target: RefObject<HTMLElement | null>;
}

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
    section.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
  };
  return (
    <Button variant="accent" onClick={jump} className="sm:hidden">
      <Inbox aria-hidden="true" className="size-4" />
      Go to your inbox (<NewInquiriesStat artistId={artistId} /> new)
    </Button>
  );
}
