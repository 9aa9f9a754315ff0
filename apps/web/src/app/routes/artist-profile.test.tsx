import type { ArtistProfile } from '@inkbook/contracts/artist';
import { DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import { inquiryEndpoints } from '@inkbook/contracts/inquiry-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, type SentRequest, stubApi } from '@/testing/api';
import { artistProfile } from '@/testing/artist-profile';
import { renderWithProviders } from '@/testing/render';
import ArtistProfileRoute from './artist-profile';

const ARTIST: ArtistProfile = artistProfile({
  books: { ...DEFAULT_BOOKS, status: 'closed', reopensOn: null },
});

const invite = (status: 'valid' | 'expired' | 'used') => ({
  status,
  recipientKind: 'artist',
  recipientId: ARTIST.id,
  handle: 'maya',
  recipientName: 'Maya Stone',
  expiresAt: '2026-12-06T00:00:00.000Z',
});

/** The profile (books closed), an invite in the state given, a signed-in client, and inquiries accepted. */
function gateway(inviteStatus: 'valid' | 'expired' | 'used', books = ARTIST.books) {
  return stubApi((request: SentRequest): FakeAnswer => {
    if (request.url.startsWith('/api/waitlist/invites/')) return { body: invite(inviteStatus) };
    if (request.url === '/api/auth/me')
      return { body: { id: 'u1', email: 'sam@example.com', role: 'client' } };
    if (request.url === inquiryEndpoints.send.path) return { status: 201, body: { id: 'sent' } };
    if (request.url.startsWith('/api/artists/')) return { body: { ...ARTIST, books } };
    return { status: 404, body: {} };
  });
}

beforeEach(() => sessionStorage.clear());

describe('Artist profile: books and waitlist invites', () => {
  it('shows the books line and turns the inquiry button into Join the waitlist while closed', async () => {
    gateway('valid');
    renderWithProviders(<ArtistProfileRoute />, { route: '/artist/maya' });
    expect(await screen.findByText('Books closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send an Inquiry' })).not.toBeInTheDocument();
  });

  it('keeps Send an Inquiry while open', async () => {
    gateway('valid', DEFAULT_BOOKS);
    renderWithProviders(<ArtistProfileRoute />, { route: '/artist/maya' });
    expect(await screen.findByRole('button', { name: 'Send an Inquiry' })).toBeInTheDocument();
    expect(screen.getByText('Books open')).toBeInTheDocument();
  });

  it('opens the inquiry from a valid invite, notes it, and sends its token', async () => {
    const sent = gateway('valid');
    const { user } = renderWithProviders(<ArtistProfileRoute />, { route: '/artist/maya?invite=tok-9' });
    // The dialog's code arrives lazily: the first load in a run can take a while on a busy machine.
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Inquiry for Maya Stone' }, { timeout: 15_000 }),
    );
    expect(dialog.getByText('Invited from the waitlist')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Describe your tattoo idea'), 'A swallow on the wrist, fine line');
    const next = () => user.click(dialog.getByRole('button', { name: 'Next' }));
    await next();
    await user.click(await dialog.findByRole('checkbox', { name: 'Lower Arm' }));
    await next();
    await user.click(await dialog.findByRole('radio', { name: /^Small/ }));
    await next();
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Budget & Details' })).toHaveFocus());
    await next();
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Availability' })).toHaveFocus());
    await user.click(dialog.getByRole('radio', { name: "No, I'm local" }));
    await next();
    await waitFor(() => expect(dialog.getByRole('heading', { name: /Contact|Review/ })).toHaveFocus());
    await next();
    await user.click(await dialog.findByRole('button', { name: 'Send Inquiry' }));

    await waitFor(() =>
      expect(sent.find((request) => request.url === inquiryEndpoints.send.path)?.body).toMatchObject({
        artistId: ARTIST.id,
        waitlistInvite: 'tok-9',
      }),
    );
  }, 40_000);

  it.each([
    ['expired', 'This invite has expired'],
    ['used', 'This invite was already used'],
  ] as const)(
    'says so for an %s invite, opens no dialog, and offers the waitlist again',
    async (status, text) => {
      gateway(status);
      renderWithProviders(<ArtistProfileRoute />, { route: '/artist/maya?invite=tok-9' });
      const card = within(await screen.findByRole('alert'));
      expect(card.getByText(text)).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});
