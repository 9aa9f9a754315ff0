import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import StudiosRoute from './studios';

describe('/studios Near me', () => {
  it('reads near, radius, sort and books from the URL, sends them, and drops the radius and sort with near', async () => {
    const sent = stubApi(() => ({ body: { items: [], total: 0, page: 1, pageSize: 12 } }));
    const { user, location } = renderWithProviders(<StudiosRoute />, {
      route: '/studios?near=51.5072,-0.1276&radius=10&sort=distance&books=open',
    });
    await waitFor(() =>
      expect(sent.at(-1)?.url).toMatch(/sort=distance.*near=51\.5072%2C-0\.1276&radius=10&books=open/),
    );
    expect(screen.getByLabelText('Within')).toHaveValue('10');
    expect(screen.getByRole('checkbox', { name: 'Open books only' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(location()).toBe('/studios?books=open');
  });

  it('ignores a radius without near and a distance sort without near', async () => {
    const sent = stubApi(() => ({ body: { items: [], total: 0, page: 1, pageSize: 12 } }));
    renderWithProviders(<StudiosRoute />, { route: '/studios?radius=10&sort=distance' });
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent[0]?.url).not.toMatch(/radius|distance/);
  });
});
