import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { aNotification, aPage } from '../testing/notifications';
import { NotificationList } from './notification-list';

test('pages through every notification with the cursor the server gave', async () => {
  const first = aPage({
    items: [aNotification({ title: 'Newest' })],
    unreadCount: 2,
    nextCursor: 'cursor-1',
  });
  const second = aPage({ items: [aNotification({ title: 'Oldest' })], unreadCount: 2 });
  const sent = stubApi((request) => ({ body: request.url.includes('before=') ? second : first }));
  const { user } = renderWithProviders(<NotificationList />);

  expect(await screen.findByRole('link', { name: /Newest/ })).toBeInTheDocument();
  expect(screen.getByText('2 unread')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more' }));

  expect(await screen.findByRole('link', { name: /Oldest/ })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
  expect(sent.map((request) => request.url)).toEqual([
    '/api/notifications?limit=20',
    '/api/notifications?limit=20&before=cursor-1',
  ]);
});

test('with none yet it says so', async () => {
  stubApi(() => ({ body: aPage({ items: [] }) }));
  renderWithProviders(<NotificationList />);

  expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
});
