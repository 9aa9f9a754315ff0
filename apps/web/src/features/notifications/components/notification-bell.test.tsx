import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { aNotification, aPage } from '../testing/notifications';
import { NotificationBell } from './notification-bell';

const USER_ID = '11111111-1111-4111-8111-111111111111';

const bell = () => screen.getByRole('button', { name: 'Notifications' });
const badge = () => screen.queryByTestId('unread-badge');

/** The bell as the navbar shows it, over a fake gateway that lists `page` (a function: it may change). */
function renderBell(page: () => ReturnType<typeof aPage>) {
  const events = stubServerEvents();
  const sent = stubApi((request) => {
    if (request.method === 'POST') return { body: { unreadCount: 0 } };
    return { body: page() };
  });
  return {
    sent,
    events,
    ...renderWithProviders(<NotificationBell userId={USER_ID} />, { route: '/artists' }),
  };
}

test('the badge shows the unread count and the count is described and announced politely', async () => {
  renderBell(() => aPage({ items: [aNotification(), aNotification(), aNotification()] }));

  await waitFor(() => expect(badge()).toHaveTextContent('3'));
  expect(bell()).toHaveAccessibleDescription('3 unread notifications');
  const announced = screen.getByText('3 unread notifications');
  expect(announced).toHaveAttribute('aria-live', 'polite');
});

test("above 9 the badge says '9+' while screen readers hear the true count", async () => {
  renderBell(() => aPage({ items: [aNotification()], unreadCount: 12 }));

  await waitFor(() => expect(badge()).toHaveTextContent('9+'));
  expect(bell()).toHaveAccessibleDescription('12 unread notifications');
});

test("at 0 the badge is hidden and the panel says you're all caught up", async () => {
  const { user, sent } = renderBell(() =>
    aPage({ items: [aNotification({ readAt: new Date().toISOString() })] }),
  );
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(badge()).toBeNull();

  await user.click(bell());
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(within(panel).getByText("You're all caught up")).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
    'href',
    '/notifications',
  );
  expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
    'href',
    '/settings/notifications',
  );
});

test('Mark all as read asks the server to read them all and the badge goes', async () => {
  let unread = true;
  const { user, sent } = renderBell(() =>
    aPage({ items: [aNotification({ readAt: unread ? null : new Date().toISOString() })] }),
  );
  await waitFor(() => expect(badge()).toHaveTextContent('1'));

  await user.click(bell());
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  unread = false;
  await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

  await waitFor(() => expect(badge()).toBeNull());
  expect(sent).toContainEqual({ method: 'POST', url: '/api/notifications/read', body: { all: true } });
  expect(await within(panel).findByText("You're all caught up")).toBeInTheDocument();
});

test('by keyboard: Enter opens the panel with focus inside, Escape closes it and focus returns to the bell', async () => {
  const { user } = renderBell(() => aPage({ items: [aNotification({ title: 'Rosa sent an inquiry' })] }));
  await waitFor(() => expect(badge()).toHaveTextContent('1'));

  bell().focus();
  await user.keyboard('{Enter}');
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(bell()).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Radix hands focus back a tick after the panel goes.
  await waitFor(() => expect(bell()).toHaveFocus());
  expect(bell()).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard(' ');
  expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
});

test('following an item marks it read and lands on its link', async () => {
  const item = aNotification({ title: 'Rosa sent an inquiry', link: '/dashboard?inquiry=42' });
  const { user, sent, location } = renderBell(() => aPage({ items: [item] }));
  await waitFor(() => expect(badge()).toHaveTextContent('1'));

  await user.click(bell());
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await user.click(within(panel).getByRole('link', { name: /Rosa sent an inquiry/ }));

  expect(location()).toBe('/dashboard?inquiry=42');
  await waitFor(() =>
    expect(sent).toContainEqual({ method: 'POST', url: '/api/notifications/read', body: { ids: [item.id] } }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a new notification over the event stream raises the count without a reload; another person’s does not', async () => {
  let items = [aNotification()];
  const { events, sent } = renderBell(() => aPage({ items }));
  await waitFor(() => expect(badge()).toHaveTextContent('1'));

  items = [aNotification(), ...items];
  events.emit('notifications.notification.created', { ...items[0], userId: 'someone-else' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toHaveLength(1);

  events.emit('notifications.notification.created', { ...items[0], userId: USER_ID });
  await waitFor(() => expect(badge()).toHaveTextContent('2'));
  expect(bell()).toHaveAccessibleDescription('2 unread notifications');
});
