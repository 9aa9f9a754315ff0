import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { paths } from '@/config/paths';
import { meQueryKey } from '@/lib/me-query-key';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { AccountSettings } from './account-settings';

const signedIn = {
  id: '00000000-0000-4000-8000-0000000000c1',
  email: 'sam@example.com',
  role: 'client',
  artistId: null,
  studioId: null,
} as const;

const WRONG = {
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Invalid email or password' } },
};
const LIMITED = 'Too many sign-in attempts. Please try again in 15 minutes.';

function renderPage(role: 'client' | 'artist' | 'admin' = 'client') {
  const view = renderWithProviders(<AccountSettings role={role} />, { route: paths.accountSettings });
  view.queryClient.setQueryData(meQueryKey, { ...signedIn, role });
  return view;
}

async function confirmWith(user: ReturnType<typeof renderPage>['user'], password: string) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  const field = within(dialog).getByLabelText('Password');
  await user.clear(field);
  if (password) await user.type(field, password);
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  return dialog;
}

describe('Delete my account', () => {
  test('says what is erased and what is kept before anything is asked', () => {
    stubApi(() => ({ status: 500 }));
    renderPage('artist');
    const section = screen.getByRole('region', { name: 'Delete my account' });
    expect(section).toHaveTextContent('Your artist profile leaves public view at once.');
    expect(section).toHaveTextContent('‘Deleted client’, with the amounts');
    expect(section).toHaveTextContent('Consent forms you signed are kept sealed for the retention period');
  });

  test('a wrong password keeps the dialog open with the server’s message, the password ready to retype', async () => {
    const sent = stubApi(() => WRONG);
    const { user, location } = renderPage();
    const dialog = await confirmWith(user, 'not-my-password');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/me', body: { password: 'not-my-password' } }]);
    expect(location()).toBe(paths.accountSettings);
  });

  test('past the sign-in limits, the 429’s own words', async () => {
    stubApi(() => ({
      status: 429,
      body: { message: LIMITED, error: { code: 'rate_limited', message: LIMITED } },
    }));
    const { user } = renderPage();
    const dialog = await confirmWith(user, 'any-password');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LIMITED);
  });

  test('no password: the field says so and nothing is sent', async () => {
    const sent = stubApi(() => WRONG);
    const { user } = renderPage();
    const dialog = await confirmWith(user, '');
    expect(await within(dialog).findByText('Please enter your password')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  test('the button is busy while deleting, and one click sends one request', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const sent = stubApi(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderPage();
    const dialog = await confirmWith(user, 'right-password');

    const busy = await within(dialog).findByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(sent).toHaveLength(1);
    answer({ body: { message: 'Your account is deleted.' } });
  });

  test('once deleted, the person is signed out, sent home and told so', async () => {
    stubApi(() => ({ body: { message: 'Your account is deleted. Your data is being erased.' } }));
    const { user, location, queryClient } = renderPage();
    await confirmWith(user, 'right-password');

    await waitFor(() => expect(location()).toBe(paths.home));
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(screen.getByText('Your account is deleted. Your data is being erased.')).toBeInTheDocument();
  });

  test('an admin is told the account is kept, and offered no delete', () => {
    stubApi(() => ({ status: 500 }));
    renderPage('admin');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(screen.getByText(/cannot be deleted here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
  });
});

describe('Download my data', () => {
  afterEach(() => vi.restoreAllMocks());

  test('a sign-in older than 10 minutes: asked to sign in again, and brought back here', async () => {
    stubApi(() => ({
      status: 401,
      body: {
        error: { code: 'reauthentication_required', message: 'Please sign in again to download your data.' },
      },
    }));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please sign in again to download your data.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsettings%2Faccount',
    );
  });

  test('shows the wait, then saves the file under the name the server gives it', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let answer: (value: { body: unknown; headers: Record<string, string> }) => void = () => undefined;
    const sent = stubApi(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('button', { name: 'Preparing your data...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('This can take a few seconds.');
    answer({
      body: 'zip bytes',
      headers: { 'Content-Disposition': 'attachment; filename="inkbook-data-2026-11-29.zip"' },
    });

    await waitFor(() => expect(saved).toEqual(['inkbook-data-2026-11-29.zip']));
    expect(sent).toEqual([{ method: 'GET', url: '/api/me/export', body: undefined }]);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
