import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { meQueryKey } from '@/lib/me-query-key';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { LogoutButton } from './logout-button';

test('logging out forgets the account, goes home and says so', async () => {
  const sent = stubApi(() => ({ status: 204 }));
  const { user, queryClient, location } = renderWithProviders(<LogoutButton />, { route: '/dashboard' });
  queryClient.setQueryData(['artists', 'my-profile'], { id: 'a1' });

  await user.click(screen.getByRole('button', { name: 'Logout' }));

  expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'POST', url: '/api/logout', body: undefined }]);
  expect(location()).toBe('/');
  expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  expect(queryClient.getQueryData(['artists', 'my-profile'])).toBeUndefined();
});

test('a failed logout keeps the page and says so', async () => {
  stubApi(() => ({ status: 503, body: { message: 'Service unavailable' } }));
  const { user, location } = renderWithProviders(<LogoutButton />, { route: '/dashboard' });

  await user.click(screen.getByRole('button', { name: 'Logout' }));

  expect(await screen.findByText('Logout failed')).toBeInTheDocument();
  expect(location()).toBe('/dashboard');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
});
