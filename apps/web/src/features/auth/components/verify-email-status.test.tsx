import { LINK_EXPIRED } from '@inkbook/contracts/auth';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { expect, test } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { VerifyEmailStatus } from './verify-email-status';

test('posts the token once, even when StrictMode runs the page’s effects twice, and says the email is confirmed', async () => {
  const sent = stubApi(() => ({ body: { emailVerified: true } }));
  renderWithProviders(
    <StrictMode>
      <VerifyEmailStatus token="tok-1" />
    </StrictMode>,
  );

  expect(await screen.findByText(/Your email is confirmed/)).toBeInTheDocument();
  expect(sent.filter((request) => request.url === '/api/auth/verify-email')).toEqual([
    { method: 'POST', url: '/api/auth/verify-email', body: { token: 'tok-1' } },
  ]);
});

test('a used or expired link says it expired', async () => {
  stubApi(() => ({ status: 400, body: { message: LINK_EXPIRED } }));
  renderWithProviders(<VerifyEmailStatus token="used" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_EXPIRED);
});

test('a link without a token says it expired without asking the server', async () => {
  const sent = stubApi(() => ({ body: { emailVerified: true } }));
  renderWithProviders(<VerifyEmailStatus token={null} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_EXPIRED);
  expect(sent).toEqual([]);
});
