import { PASSWORD_RESET_SENT } from '@inkbook/contracts/auth';
import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

test('any address gets the server’s one message, once however often the button is pressed, and stays on the page', async () => {
  let answer: () => void = () => undefined;
  const sent = stubApi(
    () =>
      new Promise((resolve) => {
        answer = () => resolve({ status: 202, body: { message: PASSWORD_RESET_SENT } });
      }),
  );
  const { user, location } = renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });

  await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
  // Two submits in the same moment (a double-click that lands before the button shows as busy) send one request.
  const form = screen.getByRole('form', { name: 'Forgot password' });
  fireEvent.submit(form);
  fireEvent.submit(form);
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  answer();

  expect(await screen.findByText(PASSWORD_RESET_SENT)).toBeInTheDocument();
  expect(sent).toEqual([
    { method: 'POST', url: '/api/auth/password-reset', body: { email: 'nobody@example.com' } },
  ]);
  expect(location()).toBe('/forgot-password');
  expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
});

test('past the limit it says the server’s words and when to try again', async () => {
  stubApi(() => ({
    status: 429,
    headers: { 'Retry-After': '600' },
    body: { message: 'Too many requests for a reset link.', error: { code: 'rate_limited', message: 'x' } },
  }));
  const { user } = renderWithProviders(<ForgotPasswordForm />);

  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    /^Too many requests for a reset link\. You can try again at \d{1,2}:\d{2} [AP]M\.$/,
  );
  expect(screen.queryByText(PASSWORD_RESET_SENT)).toBeNull();
});

test('an address that is not one is refused before anything is sent', async () => {
  const sent = stubApi(() => ({ status: 202, body: { message: PASSWORD_RESET_SENT } }));
  const { user } = renderWithProviders(<ForgotPasswordForm />);

  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(sent).toEqual([]);
});
