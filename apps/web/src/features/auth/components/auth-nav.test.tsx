import type { SessionUser } from '@inkbook/contracts/identity';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { meQueryKey } from '@/lib/me-query-key';
import { renderWithProviders } from '@/testing/render';
import { AuthNav } from './auth-nav';

const client: SessionUser = {
  id: '00000000-0000-4000-8000-0000000000c1',
  email: 'sam@example.com',
  role: 'client',
  artistId: null,
  studioId: null,
};

describe('AuthNav: a signed-in client', () => {
  it.each(['row', 'stack'] as const)(
    'shows My Inquiries in the %s layout (desktop bar, phone menu)',
    (layout) => {
      const view = renderWithProviders(<AuthNav layout={layout} />);
      view.queryClient.setQueryData(meQueryKey, client);
      return screen.findByRole('link', { name: 'My Inquiries' }).then((link) => {
        expect(link).toHaveAttribute('href', paths.myInquiries);
        expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
      });
    },
  );
});

describe('AuthNav: account settings', () => {
  it.each(['client', 'artist', 'studio', 'artist-studio'] as const)(
    'leads a signed-in %s to them',
    async (role) => {
      const view = renderWithProviders(<AuthNav />);
      view.queryClient.setQueryData(meQueryKey, { ...client, role });
      expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
        'href',
        paths.accountSettings,
      );
    },
  );

  it('offers an admin none: the admin account is kept by configuration', async () => {
    const view = renderWithProviders(<AuthNav />);
    view.queryClient.setQueryData(meQueryKey, { ...client, role: 'admin' });
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });
});
