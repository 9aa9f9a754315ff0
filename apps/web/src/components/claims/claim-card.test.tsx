import type { Claim, ClaimHistoryEntry, ClaimStatus } from '@inkbook/contracts/claim';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type SentRequest, stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ClaimCard } from './claim-card';
import type { ClaimSide } from './claim-side';

const studio = { id: 's1', studioName: 'Ink House', logo: null, handle: 'ink-house', location: 'Austin, TX' };
const artist = {
  id: 'a1',
  artistName: 'Maya Stone',
  profileImage: null,
  instagramHandle: 'maya',
  location: 'Austin, TX',
};

function claimIn(status: ClaimStatus, more: Partial<Claim> = {}): Claim {
  return {
    id: 'c1',
    studioId: studio.id,
    artistId: artist.id,
    status,
    claimedBy: 'studio',
    message: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    artist,
    studio,
    ...more,
  };
}

/**
 * The gateway: a command answers the claim in the status given (once `answered` resolves, when given); history and
 * lists answer what the test says.
 */
function fakeClaims({
  after,
  failWith,
  history = [],
  answered,
}: {
  after?: ClaimStatus;
  failWith?: number;
  history?: ClaimHistoryEntry[];
  answered?: Promise<void>;
} = {}) {
  return stubApi(async ({ method, url }: SentRequest) => {
    if (url.endsWith('/history')) return { body: history };
    if (method === 'GET') return { body: [] };
    await answered;
    if (failWith) return { status: failWith, body: { message: 'No such claim' } };
    return { body: claimIn(after ?? 'verified') };
  });
}

const commands = (sent: SentRequest[]) =>
  sent.filter((request) => request.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

function renderCard(claim: Claim, side: ClaimSide) {
  const focusList = vi.fn();
  const view = renderWithProviders(<ClaimCard claim={claim} side={side} focusList={focusList} />);
  return {
    ...view,
    focusList,
    card: screen.getByRole('article', { name: side === 'artist' ? 'Ink House' : 'Maya Stone' }),
  };
}

const toast = async (text: string) => (await screen.findByText(text)).closest('[data-sonner-toast]');

describe('ClaimCard on the artist side', () => {
  it('names the studio, its state in the artist’s words, and answers a studio’s claim once on a double-click', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sent = fakeClaims({ after: 'verified', answered });
    const { card } = renderCard(claimIn('pending_artist_approval', { message: 'Since spring' }), 'artist');
    expect(within(card).getByRole('link', { name: 'Ink House' })).toHaveAttribute(
      'href',
      '/studio/ink-house',
    );
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText(/Approve to show its badge/)).toBeInTheDocument();
    expect(within(card).getByText(/Since spring/)).toBeInTheDocument();

    // Two clicks before React can redraw the button as busy (a quick double-click on a slow phone).
    const approve = within(card).getByRole('button', { name: 'Approve Ink House' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Deny Ink House' })).toBeDisabled());
    answer();
    expect(await toast('Studio verified!')).not.toBeNull();
    expect(commands(sent)).toEqual([
      { method: 'PUT', url: '/api/studio-artist-claims/c1/approve', body: {} },
    ]);
    // The buttons are gone with the state: the card's name holds focus.
    await waitFor(() => expect(within(card).getByRole('heading', { name: 'Ink House' })).toHaveFocus());
  });

  it('declines a studio’s claim with the spec’s message', async () => {
    const sent = fakeClaims({ after: 'denied_by_artist' });
    const { card, user } = renderCard(claimIn('pending_artist_approval'), 'artist');
    await user.click(within(card).getByRole('button', { name: 'Deny Ink House' }));
    expect(await toast('Request denied')).not.toBeNull();
    expect(commands(sent).at(-1)?.body).toEqual({ message: 'Artist declined verification request' });
    await waitFor(() => expect(within(card).getByRole('heading', { name: 'Ink House' })).toHaveFocus());
  });

  it('withdraws its own request, after which the list takes focus', async () => {
    const asked = fakeClaims({ after: 'cancelled' });
    const other = renderCard(claimIn('pending_studio_approval', { id: 'c2', claimedBy: 'artist' }), 'artist');
    expect(within(other.card).getByText(/Waiting for the studio to confirm/)).toBeInTheDocument();
    await other.user.click(within(other.card).getByRole('button', { name: /^Withdraw/ }));
    expect(await toast('Request withdrawn')).not.toBeNull();
    expect(commands(asked)).toEqual([
      {
        method: 'PUT',
        url: '/api/studio-artist-claims/c2/deny',
        body: { message: 'Artist withdrew verification request' },
      },
    ]);
    await waitFor(() => expect(other.focusList).toHaveBeenCalledOnce());
  });

  it('approves again a denied claim with the re-request message', async () => {
    const sent = fakeClaims({ after: 'verified' });
    const { card, user } = renderCard(claimIn('denied_by_artist'), 'artist');
    expect(within(card).getByText('Denied')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve again Ink House' }));
    expect(await toast('Studio verified!')).not.toBeNull();
    expect(commands(sent)[0]?.body).toEqual({ message: 'Artist re-requested verification' });
  });

  it('delists only after the confirmation, which stays open when the delist fails', async () => {
    const sent = fakeClaims({ failWith: 500 });
    const { card, user, focusList } = renderCard(claimIn('verified'), 'artist');
    await user.click(within(card).getByRole('button', { name: 'Delist Ink House' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove this verification?' });
    expect(confirm).toHaveTextContent('Ink House will no longer show as a verified studio');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(commands(sent)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Delist Ink House' }));
    await user.click(screen.getByRole('button', { name: 'Remove Verification' }));
    // A 500 hides its internals: the screen's own words.
    expect(await toast('Failed to remove verification. Please try again.')).toHaveTextContent('Error');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Verification' })).toBeEnabled();
    expect(focusList).not.toHaveBeenCalled();
  });
});

describe('ClaimCard on the studio side', () => {
  it('answers an artist’s request in the studio’s words, and the card takes focus', async () => {
    const sent = fakeClaims({ after: 'verified' });
    const { card, user } = renderCard(claimIn('pending_studio_approval', { claimedBy: 'artist' }), 'studio');
    expect(within(card).getByRole('link', { name: 'Maya Stone' })).toHaveAttribute('href', '/artist/maya');
    expect(within(card).getByText('Needs Your Approval')).toBeInTheDocument();
    expect(within(card).getByText(/@maya · Austin, TX/)).toBeInTheDocument();
    expect(within(card).getByText('The artist asked your studio')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve Maya Stone' }));
    expect(await toast('Artist verified!')).not.toBeNull();
    // The studio's decisions carry no message.
    expect(commands(sent)).toEqual([
      { method: 'PUT', url: '/api/studio-artist-claims/c1/approve', body: {} },
    ]);
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('withdraws its own claim as "Claim withdrawn" and hands focus to the list', async () => {
    fakeClaims({ after: 'cancelled' });
    const { card, user, focusList } = renderCard(claimIn('pending_artist_approval'), 'studio');
    expect(within(card).getByText('Waiting for Artist')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Withdraw claim for Maya Stone' }));
    expect(await toast('Claim withdrawn')).not.toBeNull();
    await waitFor(() => expect(focusList).toHaveBeenCalledOnce());
  });

  it('shows the server’s reason for a refused delist', async () => {
    fakeClaims({ failWith: 404 });
    const { card, user } = renderCard(claimIn('verified'), 'studio');
    await user.click(within(card).getByRole('button', { name: 'Delist Maya Stone' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delist Maya Stone?' });
    expect(confirm).toHaveTextContent("The artist's profile stays active.");
    await user.click(within(confirm).getByRole('button', { name: 'Delist artist' }));
    expect(await toast('No such claim')).toHaveTextContent('Error');
  });

  it('offers nothing to do on a denied claim (a new claim goes through the search)', () => {
    const { card } = renderCard(claimIn('denied_by_artist'), 'studio');
    expect(within(card).getByText('Denied')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Show History of Maya Stone']);
  });
});

describe('ClaimHistory', () => {
  const entry = (n: number, more: Partial<ClaimHistoryEntry>): ClaimHistoryEntry => ({
    id: `h${n}`,
    claimId: 'c1',
    actorRole: 'artist',
    fromStatus: null,
    toStatus: 'pending_studio_approval',
    message: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...more,
  });
  const history = [
    entry(1, { message: 'I work Tuesdays' }),
    entry(2, { actorRole: 'studio', fromStatus: 'pending_studio_approval', toStatus: 'verified' }),
  ];

  it('reads who did what, from which status to which, in each side’s words', async () => {
    fakeClaims({ history });
    const studioView = renderCard(claimIn('verified'), 'studio');
    const toggle = within(studioView.card).getByRole('button', { name: 'Show History of Maya Stone' });
    await studioView.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(
      await screen.findByRole('list', { name: 'Claim History of Maya Stone' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Artist sent the request .*Claim created to Needs Your Approval“I work Tuesdays”$/,
      ),
      expect.stringMatching(/^Studio approved .*Needs Your Approval to Verified$/),
    ]);
    studioView.unmount();

    const artistView = renderCard(claimIn('verified'), 'artist');
    await artistView.user.click(within(artistView.card).getByRole('button', { name: /Show History/ }));
    const list = await screen.findByRole('list', { name: 'Claim History of Ink House' });
    expect(list).toHaveTextContent('You sent the request');
    expect(list).toHaveTextContent('Ink House approved');
    expect(list).toHaveTextContent('Pending to Verified');
  });

  it('says when it could not load, and loads again on Try Again', async () => {
    let fail = true;
    // A refusal is final at once (a 5xx would be retried first).
    stubApi(({ url }) => (url.endsWith('/history') && fail ? { status: 403 } : { body: history }));
    const { card, user } = renderCard(claimIn('verified'), 'artist');
    await user.click(within(card).getByRole('button', { name: /Show History/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this history.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: /History of/ })).toBeInTheDocument();
  });
});
