import type { ArtistProfile } from '@inkbook/contracts/artist';
import { DEFAULT_BOOKS, FLASH_CLAIMED_MESSAGE } from '@inkbook/contracts/availability-rules';
import { inquiryEndpoints } from '@inkbook/contracts/inquiry-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, type SentRequest, stubApi } from '@/testing/api';
import { artistProfile } from '@/testing/artist-profile';
import { renderWithProviders } from '@/testing/render';
import ArtistProfileRoute from './artist-profile';

const SWALLOW = '/media/flash-swallow.png';
const DAGGER = '/media/flash-dagger.png';
const ROSE = '/media/flash-rose.png';

const ARTIST: ArtistProfile = artistProfile({
  id: '00000000-0000-4000-8000-0000000000a2',
  flashImages: [SWALLOW, DAGGER, ROSE],
  flash: [
    { url: SWALLOW, title: 'Swallow', price: 150, sizeInches: 3, repeatable: true, claimed: false },
    { url: DAGGER, title: 'Dagger', price: 220, sizeInches: 5, repeatable: false, claimed: true },
    { url: ROSE, title: null, price: null, sizeInches: null, repeatable: true, claimed: false },
  ],
});

/** The profile, a signed-in client, and inquiries answered as given. */
function gateway(books = ARTIST.books, sent: FakeAnswer = { status: 201, body: { id: 'sent' } }) {
  return stubApi((request: SentRequest): FakeAnswer => {
    if (request.url === '/api/auth/me')
      return { body: { id: 'u1', email: 'sam@example.com', role: 'client' } };
    if (request.url === inquiryEndpoints.send.path) return sent;
    if (request.url.startsWith('/api/artists/')) return { body: { ...ARTIST, books } };
    return { status: 404, body: {} };
  });
}

const pieceCard = async (title: string) =>
  within((await screen.findByText(title)).closest('li') as HTMLElement);

/** 'Book this flash' on the Swallow, then every step to Review and Send. */
async function bookTheSwallow(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click((await pieceCard('Swallow')).getByRole('button', { name: 'Book this flash' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Inquiry for Maya Stone' }, { timeout: 15_000 }),
  );
  await user.type(dialog.getByLabelText('Describe your tattoo idea'), 'The swallow, as drawn, on my wrist');
  const next = () => user.click(dialog.getByRole('button', { name: 'Next' }));
  await next();
  await user.click(await dialog.findByRole('checkbox', { name: 'Lower Arm' }));
  await next();
  // The piece's 3" preset the nearest size, and its price is the quote.
  expect(await dialog.findByRole('radio', { name: /^Small/ })).toBeChecked();
  const quote = within(dialog.getByRole('region', { name: 'Flash price' }));
  expect(quote.getByText('$150 - $150')).toBeInTheDocument();
  expect(quote.getByText('This is the flash price Maya set for this piece.')).toBeInTheDocument();
  expect(quote.getByText('$50')).toBeInTheDocument();
  await next();
  await waitFor(() => expect(dialog.getByRole('heading', { name: 'Budget & Details' })).toHaveFocus());
  await next();
  await waitFor(() => expect(dialog.getByRole('heading', { name: 'Availability' })).toHaveFocus());
  await user.click(dialog.getByRole('radio', { name: "No, I'm local" }));
  await next();
  await waitFor(() => expect(dialog.getByRole('heading', { name: /Contact|Review/ })).toHaveFocus());
  await next();
  await user.click(await dialog.findByRole('button', { name: 'Send Inquiry' }));
  return dialog;
}

beforeEach(() => sessionStorage.clear());

describe('Artist profile: priced flash', () => {
  it('shows each priced piece with its title, price and size; a claimed one-off reads Claimed and has no button', async () => {
    gateway();
    renderWithProviders(<ArtistProfileRoute />, { route: '/artist/maya' });
    const swallow = await pieceCard('Swallow');
    expect(swallow.getByText('$150')).toBeInTheDocument();
    expect(swallow.getByText(/3"/)).toBeInTheDocument();
    expect(swallow.getByRole('button', { name: 'Book this flash' })).toBeInTheDocument();
    const dagger = await pieceCard('Dagger');
    expect(dagger.getByText('Claimed')).toBeInTheDocument();
    expect(dagger.queryByRole('button')).not.toBeInTheDocument();
    // An unpriced piece is a reference only: no card, one button for the one piece that can be booked.
    expect(screen.getAllByRole('button', { name: 'Book this flash' })).toHaveLength(1);
  });

  it('books the piece: chosen as a reference, the size preset, the flash price quoted, flashBooking sent', async () => {
    const sent = gateway();
    const { user } = renderWithProviders(<ArtistProfileRoute />, { route: '/artist/maya' });
    const dialog = await bookTheSwallow(user);
    await waitFor(() =>
      expect(sent.find((request) => request.url === inquiryEndpoints.send.path)?.body).toMatchObject({
        artistId: ARTIST.id,
        flashBooking: SWALLOW,
        selectedFlashDesigns: [SWALLOW],
        size: 'small',
      }),
    );
    expect(await dialog.findByRole('heading', { name: 'Inquiry Sent!' })).toBeInTheDocument();
  }, 40_000);

  it('shows the 409 of a piece claimed meanwhile in the dialog, with no sign-in to offer', async () => {
    gateway(DEFAULT_BOOKS, { status: 409, body: { message: FLASH_CLAIMED_MESSAGE } });
    const { user } = renderWithProviders(<ArtistProfileRoute />, { route: '/artist/maya' });
    const dialog = await bookTheSwallow(user);
    expect(await dialog.findByText(FLASH_CLAIMED_MESSAGE)).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: /log in|sign in/i })).not.toBeInTheDocument();
  }, 40_000);

  it('reads Join the waitlist on a priced piece while the books are closed', async () => {
    gateway({ ...DEFAULT_BOOKS, status: 'closed' });
    const { user } = renderWithProviders(<ArtistProfileRoute />, { route: '/artist/maya' });
    const swallow = await pieceCard('Swallow');
    expect(swallow.queryByRole('button', { name: 'Book this flash' })).not.toBeInTheDocument();
    await user.click(swallow.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toHaveTextContent(/waitlist/i);
  }, 30_000);
});
