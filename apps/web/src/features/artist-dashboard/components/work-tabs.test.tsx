import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ARTIST_ID, fakeBookingsGateway } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { WorkTabs } from './work-tabs';

it('opens the Bookings tab from the tab list, keeps it in the address, and asks as the artist side of a shared account', async () => {
  stubServerEvents();
  const sent = fakeBookingsGateway();
  const { user, location } = renderWithProviders(<WorkTabs artistId={ARTIST_ID} bookingsAs="artist" />, {
    route: '/dashboard?tab=artists',
  });
  expect(screen.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');

  screen.getByRole('tab', { name: 'Inquiries' }).focus();
  await user.keyboard('{ArrowRight}');
  // The switch waits for the tab's lazily loaded code (a transition), which a loaded machine takes a while to give.
  await waitFor(
    () => expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true'),
    { timeout: 10_000 },
  );
  expect(location()).toBe('/dashboard?tab=bookings');
  // The tab's code arrives as its own chunk, which the test runner transforms on first use.
  expect(await screen.findByRole('heading', { name: 'Bookings' }, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() =>
    expect(sent.map((request) => request.url)).toContain('/api/bookings/settings?as=artist'),
  );
});
