import { notificationCategories } from '@inkbook/contracts/notification-categories';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { NotificationSettings } from './notification-settings';

const allOn = () => ({
  email: Object.fromEntries(notificationCategories.map((category) => [category, true])),
});

test('a client sees only the categories a client hears about, each a named and described switch', async () => {
  stubApi(() => ({ body: allOn() }));
  renderWithProviders(<NotificationSettings accountRole="client" />);

  const switches = await screen.findAllByRole('switch');
  expect(switches.map((control) => control.getAttribute('aria-checked'))).toEqual([
    'true',
    'true',
    'true',
    'true',
  ]);
  expect(screen.getByRole('switch', { name: 'Inquiries' })).toHaveAccessibleDescription(
    /Inquiries sent to you or by you/,
  );
  expect(screen.getByRole('switch', { name: 'Messages' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Bookings' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Reminders' })).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Applications' })).toBeNull();
  expect(screen.queryByRole('switch', { name: 'Studio verification' })).toBeNull();
});

test('an admin sees applications alone', async () => {
  stubApi(() => ({ body: allOn() }));
  renderWithProviders(<NotificationSettings accountRole="admin" />);

  const switches = await screen.findAllByRole('switch');
  expect(switches).toHaveLength(1);
  expect(switches[0]).toHaveAccessibleName('Applications');
});

test('turning a switch sends only that category and says it was saved', async () => {
  const sent = stubApi((request) =>
    request.method === 'PUT' ? { body: { email: { ...allOn().email, claims: false } } } : { body: allOn() },
  );
  const { user } = renderWithProviders(<NotificationSettings accountRole="artist" />);

  const claims = await screen.findByRole('switch', { name: 'Studio verification' });
  await user.click(claims);

  expect(claims).toHaveAttribute('aria-checked', 'false');
  expect(await screen.findByText('Preference saved')).toBeInTheDocument();
  expect(screen.getByText('Emails about studio verification are off.')).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'PUT')).toEqual([
    { method: 'PUT', url: '/api/notifications/preferences', body: { email: { claims: false } } },
  ]);
});

test('a refused save puts the switch back and says so', async () => {
  stubApi((request) =>
    request.method === 'PUT'
      ? { status: 503, body: { message: 'Notifications are unavailable' } }
      : { body: allOn() },
  );
  const { user } = renderWithProviders(<NotificationSettings accountRole="studio" />);

  const inquiries = await screen.findByRole('switch', { name: 'Inquiries' });
  await user.click(inquiries);

  expect(await screen.findByText('Your preference was not saved')).toBeInTheDocument();
  await waitFor(() => expect(inquiries).toHaveAttribute('aria-checked', 'true'));
});
