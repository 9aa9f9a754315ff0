import { LINK_EXPIRED } from '@inkbook/contracts/auth';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ResetPasswordForm } from './reset-password-form';

async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  password: string,
  confirm = password,
) {
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

test('a new password is sent with the link’s token, then the page says so and leads to sign in', async () => {
  const sent = stubApi(() => ({ body: { message: 'Password updated' } }));
  const { user } = renderWithProviders(<ResetPasswordForm token="tok-123" />);

  await choose(user, 'new-horse-battery');

  expect(await screen.findByText(/Your new password is set/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(sent).toEqual([
    {
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      body: { token: 'tok-123', password: 'new-horse-battery' },
    },
  ]);
});

test('a used, expired or altered link says it expired and offers a new one', async () => {
  stubApi(() => ({
    status: 400,
    body: { message: LINK_EXPIRED, error: { code: 'bad_request', message: LINK_EXPIRED } },
  }));
  const { user } = renderWithProviders(<ResetPasswordForm token="used" />);

  await choose(user, 'new-horse-battery');

  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_EXPIRED);
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.queryByRole('button', { name: 'Set new password' })).toBeNull();
});

test('sign-up’s password rules hold before anything is sent', async () => {
  const sent = stubApi(() => ({ body: { message: 'Password updated' } }));
  const { user } = renderWithProviders(<ResetPasswordForm token="tok" />);

  await choose(user, 'short');
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Password', { exact: true }));
  await choose(user, 'long-enough-1', 'long-enough-2');
  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  expect(sent).toEqual([]);
});
