import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { useOpenInquiry } from './use-open-inquiry';

const listed = [{ id: 'a' }, { id: 'b' }];

function Inbox({ onOpen }: { onOpen: (inquiry: { id: string }) => void }) {
  const opened = useOpenInquiry(listed, () => null, onOpen);
  return (
    <>
      <p>Open: {opened.current?.id ?? 'none'}</p>
      <button type="button" onClick={opened.close}>
        Close
      </button>
    </>
  );
}

// Issue 22: a notification leads to `/dashboard?inquiry=<id>`, which opens that inquiry as a click on its card would.
test('a link naming an inquiry opens it, and closing it takes the name off the address in place', async () => {
  const onOpen = vi.fn();
  const { user, location, router } = renderWithProviders(<Inbox onOpen={onOpen} />, {
    route: '/dashboard?tab=inquiries&inquiry=b',
  });

  expect(await screen.findByText('Open: b')).toBeInTheDocument();
  expect(onOpen).toHaveBeenCalledTimes(1);
  expect(onOpen.mock.calls[0]?.[0]).toEqual({ id: 'b' });

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByText('Open: none')).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe('/dashboard?tab=inquiries'));
  // Replaced, not gone back from: the page the person came to stays where they are.
  expect(router.state.historyAction).toBe('REPLACE');
  expect(onOpen).toHaveBeenCalledTimes(1);
});
