import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { actionsSent, FEED_URL, fakeBookingsGateway } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { CalendarFeedLink } from './calendar-feed-link';

it('shows the link read-only, and rotates it only once asked and confirmed', async () => {
  const sent = fakeBookingsGateway();
  const { user } = renderWithProviders(<CalendarFeedLink as="studio" />);
  const link = await screen.findByRole('textbox', { name: 'Calendar feed link' });
  expect(link).toHaveValue(FEED_URL);
  expect(link).toHaveAttribute('readonly');
  expect(sent[0]?.url).toBe('/api/calendar/feed?as=studio');

  await user.click(screen.getByRole('button', { name: 'Rotate link' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Rotate the calendar link?' });
  expect(confirm).toHaveTextContent('Calendars subscribed to the old link will stop updating');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(actionsSent(sent)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Rotate link' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rotate link' }),
  );
  await waitFor(() => expect(link).toHaveValue(FEED_URL.replace('old', 'new')));
  expect(actionsSent(sent).map((request) => request.url)).toEqual(['/api/calendar/feed/rotate?as=studio']);
});

it('copies the link', async () => {
  fakeBookingsGateway();
  const { user } = renderWithProviders(<CalendarFeedLink as={undefined} />);
  await screen.findByRole('textbox', { name: 'Calendar feed link' });
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe(FEED_URL);
  expect(await screen.findByText('Link copied!')).toBeInTheDocument();
});
