import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

test("'Forgot password?' leads from the login form to the page that mails a reset link", async () => {
  const { user, location } = renderWithProviders(<LoginForm />, { route: '/login' });
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(location()).toBe('/forgot-password');
});
