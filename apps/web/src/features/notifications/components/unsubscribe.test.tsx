import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { Unsubscribe } from './unsubscribe';

const described = { category: 'inquiries', email: 'r•••@e2e.test' };

test('names what will stop and for which address, and stops it on one click', async () => {
  const sent = stubApi(() => ({ body: described }));
  const { user } = renderWithProviders(<Unsubscribe token="signed.token" />);

  expect(
    await screen.findByRole('heading', { name: 'Unsubscribe from inquiries emails' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/r•••@e2e.test will stop getting emails about inquiries/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

  expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'your notification settings' })).toHaveAttribute(
    'href',
    '/settings/notifications',
  );
  expect(sent).toEqual([
    { method: 'GET', url: '/api/notifications/unsubscribe?token=signed.token', body: undefined },
    { method: 'POST', url: '/api/notifications/unsubscribe', body: { token: 'signed.token' } },
  ]);
});

test('a forged or altered token says the link is not valid and offers no button', async () => {
  const sent = stubApi(() => ({ status: 400, body: { message: 'Invalid token' } }));
  renderWithProviders(<Unsubscribe token="forged" />);

  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  expect(sent).toHaveLength(1);
});

test('a token refused at the click says the link is not valid', async () => {
  stubApi((request) =>
    request.method === 'POST' ? { status: 400, body: { message: 'Invalid token' } } : { body: described },
  );
  const { user } = renderWithProviders(<Unsubscribe token="signed.token" />);

  await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
});
