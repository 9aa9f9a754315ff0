import type { Artist } from '@inkbook/contracts/artist';
import { DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ArtistEditForm } from './artist-edit-form';

const media = (n: number) => `/media/${String(n).repeat(64)}`;

const artist: Artist = {
  id: '00000000-0000-4000-8000-0000000000a1',
  artistName: 'Maya Stone',
  instagramHandle: 'maya',
  studioName: null,
  location: 'Austin, TX',
  locationLat: 30.26,
  locationLng: -97.73,
  locationAddress: '1100 E 6th St, Austin, TX 78702',
  bio: 'Fine line and botanical work from a private studio in East Austin, by appointment.',
  phone: null,
  website: null,
  email: 'maya@example.com',
  portfolioImages: [media(2)],
  flashImages: [media(3), media(4)],
  tattooStyles: ['Fine Line'],
  profileImage: media(1),
  depositPolicy: null,
  cancellationPolicy: null,
  touchupPolicy: null,
  books: DEFAULT_BOOKS,
  flash: [
    { url: media(3), title: 'Moth', price: 180, sizeInches: 3, repeatable: false, claimed: true },
    { url: media(4), title: null, price: null, sizeInches: null, repeatable: true, claimed: false },
  ],
  status: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const flashRow = (n: number) => within(screen.getByRole('listitem', { name: `Flash ${n}` }));

describe('flash details on the artist edit page', () => {
  it('shows each piece as stored, with Claimed on a booked one-off', () => {
    stubApi(() => ({ body: artist }));
    renderWithProviders(<ArtistEditForm artist={artist} />);
    const first = flashRow(1);
    expect(first.getByLabelText('Flash 1 title (optional)')).toHaveValue('Moth');
    expect(first.getByLabelText('Flash 1 price ($)')).toHaveValue(180);
    expect(first.getByLabelText('Flash 1 size (inches)')).toHaveValue(3);
    expect(first.getByRole('switch', { name: /Repeatable/ })).toHaveAttribute('aria-checked', 'false');
    expect(first.getByText('Claimed')).toBeInTheDocument();
    const second = flashRow(2);
    expect(second.getByRole('switch', { name: /Repeatable/ })).toHaveAttribute('aria-checked', 'true');
    expect(second.queryByText('Claimed')).not.toBeInTheDocument();
  });

  it('sends the details as flash in the same save as the rest of the form', async () => {
    const sent = stubApi(() => ({ body: artist }));
    const { user } = renderWithProviders(<ArtistEditForm artist={artist} />);
    const second = flashRow(2);
    await user.type(second.getByLabelText('Flash 2 title (optional)'), 'Fern');
    await user.type(second.getByLabelText('Flash 2 price ($)'), '250');
    await user.type(second.getByLabelText('Flash 2 size (inches)'), '4.5');
    await user.click(second.getByRole('switch', { name: /Repeatable/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT');
    const body = put?.body as { flash: unknown; artistName: string };
    expect(put?.url).toBe(`/api/artists/${artist.id}`);
    expect(body.flash).toEqual([
      { url: media(3), title: 'Moth', price: 180, sizeInches: 3, repeatable: false },
      { url: media(4), title: 'Fern', price: 250, sizeInches: 4.5, repeatable: false },
    ]);
    expect(body.artistName).toBe('Maya Stone');
  });

  it.each([
    ['price', 'Flash 2 price ($)', '-5', 'Flash price must be between $0 and $100,000'],
    ['price', 'Flash 2 price ($)', '100001', 'Flash price must be between $0 and $100,000'],
    ['price', 'Flash 2 price ($)', '12.5', 'Flash price must be a whole number of dollars'],
    ['size', 'Flash 2 size (inches)', '0', 'Flash size must be more than 0 inches'],
  ])('refuses a bad %s (%s %s) at the field', async (_what, label, value, message) => {
    const sent = stubApi(() => ({ body: artist }));
    const { user } = renderWithProviders(<ArtistEditForm artist={artist} />);
    await user.type(flashRow(2).getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await flashRow(2).findByText(message)).toBeInTheDocument();
    expect(flashRow(2).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
