import { DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import { waitlistEndpoints } from '@inkbook/contracts/waitlist-endpoints';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BooksLine } from '@/components/books-line';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { JoinWaitlist } from './join-waitlist';
import { LeaveWaitlist } from './leave-waitlist';

const ARTIST_ID = '00000000-0000-4000-8000-0000000000a1';
const recipient = { kind: 'artist' as const, id: ARTIST_ID, name: 'Maya Stone' };

const renderWaitlist = (signedIn = false) =>
  renderWithProviders(
    <JoinWaitlist recipient={recipient} signedIn={signedIn}>
      {(button) => button()}
    </JoinWaitlist>,
  );

describe('BooksLine', () => {
  it('says open with the spots left, closed with the reopening month, or waitlist only', () => {
    const { rerender } = render(<BooksLine books={{ ...DEFAULT_BOOKS, spotsLeft: 12 }} />);
    expect(screen.getByText('Books open')).toHaveTextContent('Books open · 12 spots left');
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 2, 14));
    rerender(
      <BooksLine
        books={{ ...DEFAULT_BOOKS, status: 'closed', reopensOn: month.toISOString().slice(0, 10) }}
      />,
    );
    const name = month.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
    expect(screen.getByText(`Books closed · reopening ${name}`)).toBeInTheDocument();
    rerender(<BooksLine books={{ ...DEFAULT_BOOKS, status: 'waitlist' }} />);
    expect(screen.getByText('Waitlist only')).toBeInTheDocument();
  });
});

describe('Join the waitlist', () => {
  it('sends name, email, idea, size and months, then says what happens next', async () => {
    const sent = stubApi(() => ({ status: 201, body: { id: ARTIST_ID, position: 3 } }));
    const { user } = renderWaitlist();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join Maya Stone’s waitlist' }));
    await waitFor(() => expect(dialog.getByRole('heading', { name: /waitlist/ })).toHaveFocus());
    await user.type(dialog.getByLabelText('Full name'), 'Sam Reed');
    await user.type(dialog.getByLabelText('Email'), 'sam@example.com');
    await user.type(dialog.getByLabelText('Your tattoo idea'), 'A small swallow on the wrist');
    await user.selectOptions(dialog.getByLabelText('Size (optional)'), 'small');
    const firstMonth = dialog.getAllByRole('checkbox')[0] as HTMLElement;
    await user.click(firstMonth);
    await user.dblClick(dialog.getByRole('button', { name: 'Join the waitlist' }));

    expect(await dialog.findByRole('heading', { name: 'You’re on the waitlist' })).toBeInTheDocument();
    expect(dialog.getByText('You are number 3 on the list.')).toBeInTheDocument();
    const joins = sent.filter((request) => request.url === waitlistEndpoints.join.path);
    expect(joins).toHaveLength(1);
    expect(joins[0]?.body).toEqual({
      artistId: ARTIST_ID,
      name: 'Sam Reed',
      email: 'sam@example.com',
      idea: 'A small swallow on the wrist',
      size: 'small',
      preferredMonths: [new Date().toISOString().slice(0, 7)],
    });
  });

  it('asks a signed-in client only for the idea, and shows a 409 or 429 in the dialog', async () => {
    const sent = stubApi(() => ({ status: 429, body: { message: 'Too many requests. Try again later.' } }));
    const { user } = renderWaitlist(true);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Your tattoo idea'), 'A small swallow on the wrist');
    await user.click(dialog.getByRole('button', { name: 'Join the waitlist' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
    expect(sent[0]?.body).toEqual({
      artistId: ARTIST_ID,
      idea: 'A small swallow on the wrist',
      preferredMonths: [],
    });
  });

  it('checks the fields before sending, and puts the server’s field messages at the fields', async () => {
    const sent = stubApi(() => ({
      status: 400,
      body: {
        message: 'Invalid waitlist entry',
        error: {
          code: 'validation_failed',
          message: 'Invalid waitlist entry',
          fields: { email: 'That email bounced' },
        },
      },
    }));
    const { user } = renderWaitlist();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Join the waitlist' }));
    expect(await dialog.findByText('Please enter your full name')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(dialog.getByLabelText('Full name'), 'Sam Reed');
    await user.type(dialog.getByLabelText('Email'), 'sam@example.com');
    await user.type(dialog.getByLabelText('Your tattoo idea'), 'A small swallow on the wrist');
    await user.click(dialog.getByRole('button', { name: 'Join the waitlist' }));
    expect(await dialog.findByText('That email bounced')).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Leave the waitlist', () => {
  it('leaves on confirming and names whose waitlist', async () => {
    const sent = stubApi(() => ({ body: { recipientName: 'Maya Stone' } }));
    const { user } = renderWithProviders(<LeaveWaitlist token="tok-1" />);
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText('You have left Maya Stone’s waitlist')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ url: waitlistEndpoints.leave.path, body: { token: 'tok-1' } });
  });

  it('says so for a token the service does not know', async () => {
    stubApi(() => ({ status: 404, body: { message: 'Not found' } }));
    const { user } = renderWithProviders(<LeaveWaitlist token="nope" />);
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
  });
});
