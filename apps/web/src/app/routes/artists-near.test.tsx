import type { ArtistCard } from '@inkbook/contracts/artist';
import { DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import ArtistsRoute from './artists';

const artist: ArtistCard = {
  id: '00000000-0000-4000-8000-000000000001',
  artistName: 'Rosa Vega',
  instagramHandle: 'rosavega',
  studioName: null,
  location: 'Austin, TX',
  cardLocation: 'Austin, TX',
  profileImage: null,
  tattooStyles: ['Traditional'],
  portfolioPreview: [],
  portfolioCount: 0,
  verifiedStudioCount: 0,
  locationLat: 30.27,
  locationLng: -97.74,
  books: { ...DEFAULT_BOOKS, status: 'closed' },
  distanceMiles: 3.24,
};

function stubList() {
  return stubApi(() => ({ body: { items: [artist], total: 1, page: 1, pageSize: 24 } }));
}

/** A browser that answers 'Near me' with Austin, or refuses. */
function stubGeolocation(answer: 'grant' | 'refuse') {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
    if (answer === 'grant')
      found({ coords: { latitude: 30.267153, longitude: -97.743061 } } as GeolocationPosition);
    else failed?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
  });
  // happy-dom has no geolocation: the test gives its navigator one (removed after each test).
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('/artists Near me', () => {
  it('asks for the location only on the click, then puts near, radius 25 and the distance sort in the URL', async () => {
    const sent = stubList();
    const ask = stubGeolocation('grant');
    const { user, location } = renderWithProviders(<ArtistsRoute />, { route: '/artists' });
    await screen.findByText('Rosa Vega');
    expect(ask).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(ask).toHaveBeenCalledOnce();
    await waitFor(() => expect(location()).toBe('/artists?sort=distance&near=30.2672%2C-97.7431&radius=25'));
    await waitFor(() => expect(sent.at(-1)?.url).toContain('near=30.2672%2C-97.7431&radius=25'));
    expect(screen.getByRole('option', { name: 'Distance' })).toBeInTheDocument();
  });

  it('keeps radius, open books and the map view in the URL, and drops near cleanly', async () => {
    stubList();
    stubGeolocation('grant');
    const { user, location } = renderWithProviders(<ArtistsRoute />, {
      route: '/artists?near=30.2672,-97.7431&sort=distance',
    });
    await screen.findByText('Rosa Vega');
    await user.selectOptions(screen.getByLabelText('Within'), '50');
    expect(location()).toContain('radius=50');
    await user.selectOptions(screen.getByLabelText('Within'), '');
    expect(location()).not.toContain('radius');
    await user.click(screen.getByRole('checkbox', { name: 'Open books only' }));
    expect(location()).toContain('books=open');
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(location()).toContain('view=map');
    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(location()).toBe('/artists?books=open&view=map');
  });

  it('says the location was refused and offers the typed place instead', async () => {
    stubList();
    stubGeolocation('refuse');
    const { user, location } = renderWithProviders(<ArtistsRoute />, { route: '/artists' });
    await user.click(await screen.findByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type a city or postcode instead.');
    expect(screen.getByRole('combobox', { name: 'Or near a city or postcode' })).toBeInTheDocument();
    expect(location()).toBe('/artists');
  });

  it('shows the distance and the books on the card, and relevance while text is typed', async () => {
    stubList();
    renderWithProviders(<ArtistsRoute />, { route: '/artists?q=rosa&near=30.2672,-97.7431' });
    expect(await screen.findByText(/^3\.2 (mi|km)$|^5\.2 km$/)).toBeInTheDocument();
    expect(screen.getByText('Books closed')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
  });
});
