import type { WaitlistEntry } from '@inkbook/contracts/availability';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, type SentRequest, stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { WaitlistPanel } from './waitlist-panel';

const entry = (n: number, more: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  artistId: '00000000-0000-4000-8000-0000000000a1',
  studioId: null,
  name: n === 1 ? 'Robin Vale' : 'Sam Ortiz',
  email: n === 1 ? 'robin@example.com' : 'sam@example.com',
  idea: 'A small fern on the inner forearm, fine line.',
  size: 'small',
  preferredMonths: ['2027-03', '2027-04'],
  position: n,
  createdAt: '2026-11-02T10:00:00.000Z',
  invitedAt: null,
  inviteExpiresAt: null,
  ...more,
});

function gateway(entries: WaitlistEntry[], answer?: (request: SentRequest) => FakeAnswer | undefined) {
  let list = entries;
  return stubApi((request) => {
    const own = answer?.(request);
    if (own) return own;
    if (request.method === 'GET') return { body: { entries: list } };
    const id = request.url.split('/')[3] ?? '';
    if (request.method === 'DELETE') {
      list = list.filter((item) => item.id !== id).map((item, index) => ({ ...item, position: index + 1 }));
      return { body: { id } };
    }
    const invited = {
      ...(list.find((item) => item.id === id) as WaitlistEntry),
      invitedAt: new Date().toISOString(),
      inviteExpiresAt: '2099-12-06T10:00:00.000Z',
    };
    list = list.map((item) => (item.id === id ? invited : item));
    return { body: invited };
  });
}

describe('WaitlistPanel', () => {
  it('lists people first come first served, with their idea, months, joined date and invite state', async () => {
    const sent = gateway([
      entry(1),
      entry(2, { invitedAt: '2026-11-20T10:00:00.000Z', inviteExpiresAt: '2099-11-27T10:00:00.000Z' }),
    ]);
    renderWithProviders(<WaitlistPanel as="studio" />);
    expect(screen.getByRole('status', { name: 'Loading the waitlist' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'People waiting' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['1. Robin Vale', '2. Sam Ortiz']);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('robin@example.com')).toBeInTheDocument();
    expect(first.getByText('Mar 2027, Apr 2027')).toBeInTheDocument();
    expect(first.getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Invite Robin Vale' })).toBeInTheDocument();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Invited · expires Nov 27, 2099')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    expect(sent[0]?.url).toBe('/api/waitlist?as=studio');
  });

  it('invites after a confirm that says what the person gets', async () => {
    const sent = gateway([entry(1)]);
    const { user } = renderWithProviders(<WaitlistPanel as={undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Invite Robin Vale' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Robin Vale?' });
    expect(dialog).toHaveTextContent(
      'Robin Vale gets an email letting them send you one inquiry within 7 days, even while your books are closed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/waitlist',
      `POST /api/waitlist/${entry(1).id}/invite`,
    ]);
    expect(await screen.findByText('Invited · expires Dec 6, 2099')).toBeInTheDocument();
    expect(screen.getByText('Invite sent')).toBeInTheDocument();
  });

  it('removes after a confirm, and the people behind move up', async () => {
    const sent = gateway([entry(1), entry(2)]);
    const { user } = renderWithProviders(<WaitlistPanel as={undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Robin Vale' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Robin Vale?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: '1. Robin Vale' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('listitem', { name: '1. Sam Ortiz' })).toBeInTheDocument();
    expect(
      sent.some(({ method, url }) => method === 'DELETE' && url === `/api/waitlist/${entry(1).id}`),
    ).toBe(true);
  });

  it('keeps the entry and the dialog when the server refuses the invite', async () => {
    gateway([entry(1)], (request) =>
      request.method === 'POST'
        ? { status: 404, body: { error: { code: 'not_found', message: 'Entry not found' } } }
        : undefined,
    );
    const { user } = renderWithProviders(<WaitlistPanel as={undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Invite Robin Vale' }));
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite Robin Vale?' })).toBeInTheDocument();
  });

  it('says when no one is waiting', async () => {
    gateway([]);
    renderWithProviders(<WaitlistPanel as={undefined} />);
    expect(await screen.findByText('No one is waiting')).toBeInTheDocument();
  });

  it('says when the list could not load, and tries again', async () => {
    let fail = true;
    gateway([entry(1)], (request) =>
      request.method === 'GET' && fail ? { status: 500, body: {} } : undefined,
    );
    const { user } = renderWithProviders(<WaitlistPanel as={undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your waitlist.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: '1. Robin Vale' })).toBeInTheDocument();
  });
});
