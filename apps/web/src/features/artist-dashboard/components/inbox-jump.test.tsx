import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { InboxJump } from './inbox-jump';

const ARTIST_ID = '22222222-2222-4222-8222-222222222222';

/** The jump at the top, then the tabs far below it (or their skeleton until `Draw tabs`), as the phone's dashboard lays them out. */
function Page({ drawn }: { drawn: boolean }) {
  const work = useRef<HTMLDivElement>(null);
  const [tabs, setTabs] = useState(drawn);
  return (
    <>
      <InboxJump artistId={ARTIST_ID} target={work} />
      <button type="button" onClick={() => setTabs(true)}>
        Draw tabs
      </button>
      <div ref={work}>
        {tabs ? (
          <div role="tablist" aria-label="Inquiries, bookings and waitlist">
            <button type="button" role="tab" aria-selected="true">
              Inquiries
            </button>
          </div>
        ) : (
          <div role="status" aria-label="Loading your inquiries" />
        )}
      </div>
    </>
  );
}

// jsdom lays nothing out, so has no scrollIntoView: a spy stands in for the scroll.
const scrolled = vi.fn();
beforeEach(() => {
  stubApi(async () => ({
    body: { total: 3, pending: 2, reviewed: 1, responded: 0, approved: 0, declined: 0 },
  }));
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  scrolled.mockReset();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

it("takes a phone's artist to the inbox in one tap, scrolled to it and focused on the open tab", async () => {
  const { user } = renderWithProviders(<Page drawn />);
  await user.click(screen.getByRole('button', { name: /^Go to your inbox/ }));
  expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  expect(screen.getByRole('tab', { name: 'Inquiries' })).toHaveFocus();
});

it('a tap before the tabs are drawn scrolls to their skeleton, then focuses the open tab when it arrives', async () => {
  const { user } = renderWithProviders(<Page drawn={false} />);
  const jump = screen.getByRole('button', { name: /^Go to your inbox/ });
  await user.click(jump);
  expect(scrolled).toHaveBeenCalledTimes(1);

  // Drawn by a click elsewhere, so the focus it moves is the jump's doing, not the click's.
  await user.click(screen.getByRole('button', { name: 'Draw tabs' }));
  expect(await screen.findByRole('tab', { name: 'Inquiries' })).toHaveFocus();
  expect(scrolled).toHaveBeenCalledTimes(2);
});
