import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { InboxJump } from './inbox-jump';

const ARTIST_ID = '22222222-2222-4222-8222-222222222222';

/** The jump at the top, then the tabs far below it, as the phone's dashboard lays them out. */
function Page() {
  const work = useRef<HTMLDivElement>(null);
  return (
    <>
      <InboxJump artistId={ARTIST_ID} target={work} />
      <div ref={work}>
        <div role="tablist" aria-label="Inquiries, bookings and waitlist">
          <button type="button" role="tab" aria-selected="true">
            Inquiries
          </button>
        </div>
      </div>
    </>
  );
}

it("takes a phone's artist to the inbox in one tap, scrolled to it and focused on the open tab", async () => {
  stubApi(async () => ({
    body: { total: 3, pending: 2, reviewed: 1, responded: 0, approved: 0, declined: 0 },
  }));
  // jsdom lays nothing out, so has no scrollIntoView: a spy stands in for the scroll.
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  try {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: /^Go to your inbox/ }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(screen.getByRole('tab', { name: 'Inquiries' })).toHaveFocus();
  } finally {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  }
});
