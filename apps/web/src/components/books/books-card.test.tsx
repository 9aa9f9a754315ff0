import { type Books, DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { artistApi } from '@/lib/api';
import { stubApi } from '@/testing/api';
import { ARTIST_ID } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { type BooksBody, BooksCard, BooksCardWhenIdle } from './books-card';

function renderCard(books: Books, save: (body: BooksBody) => Promise<unknown> = async () => ({})) {
  const saved = vi.fn(save);
  const onSaved = vi.fn();
  return {
    ...renderWithProviders(<BooksCard books={books} save={saved} onSaved={onSaved} />),
    saved,
    onSaved,
  };
}

describe('BooksCard', () => {
  it('shows the books now, with the spots left while open with a cap', () => {
    renderCard({ ...DEFAULT_BOOKS, requestCap: 20, spotsLeft: 12 });
    expect(screen.getByText('Books open')).toBeInTheDocument();
    expect(screen.getByText('12 spots left')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Open/ })).toBeChecked();
    expect(screen.queryByLabelText('Reopening date (optional)')).not.toBeInTheDocument();
  });

  it('closes the books with a reopening date and a cap, sending { books } alone', async () => {
    const { user, saved, onSaved } = renderCard(DEFAULT_BOOKS);
    await user.click(screen.getByRole('radio', { name: /Closed/ }));
    await user.type(screen.getByLabelText('Reopening date (optional)'), '2099-03-14');
    await user.type(screen.getByLabelText('Close to new requests after (optional)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save Books' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toHaveBeenCalledWith({
      books: { status: 'closed', reopensOn: '2099-03-14', requestCap: 40 },
    });
    expect(await screen.findByText('Books updated')).toBeInTheDocument();
  });

  it('clears the reopening date when the books open again', async () => {
    const { user, saved } = renderCard({ ...DEFAULT_BOOKS, status: 'closed', reopensOn: '2099-03-14' });
    expect(screen.getByText('Books closed · reopening March 2099')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Open/ }));
    await user.click(screen.getByRole('button', { name: 'Save Books' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ books: { status: 'open', reopensOn: null, requestCap: null } }),
    );
  });

  it.each([
    ['0', 'Request cap must be between 1 and 500'],
    ['501', 'Request cap must be between 1 and 500'],
    ['2.5', 'Request cap must be between 1 and 500'],
  ])('refuses a cap of %s at the field', async (cap, message) => {
    const { user, saved } = renderCard(DEFAULT_BOOKS);
    await user.type(screen.getByLabelText('Close to new requests after (optional)'), cap);
    await user.click(screen.getByRole('button', { name: 'Save Books' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Close to new requests after (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saved).not.toHaveBeenCalled();
  });

  it('refuses a reopening date in the past at the field', async () => {
    const { user, saved } = renderCard({ ...DEFAULT_BOOKS, status: 'waitlist' });
    await user.type(screen.getByLabelText('Reopening date (optional)'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save Books' }));
    expect(await screen.findByText('Reopening date cannot be in the past')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it("shows the server's 400 field messages at their fields", async () => {
    const message = 'Reopening date cannot be in the past';
    const sent = stubApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Invalid artist',
          fields: { 'books.reopensOn': message },
        },
      },
    }));
    const { user } = renderCard({ ...DEFAULT_BOOKS, status: 'closed' }, (body) =>
      artistApi.update({ params: { id: ARTIST_ID }, body }),
    );
    await user.type(screen.getByLabelText('Reopening date (optional)'), '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Save Books' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Reopening date (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: `/api/artists/${ARTIST_ID}`,
        body: { books: { status: 'closed', reopensOn: '2099-01-01', requestCap: null } },
      },
    ]);
  });

  it('as the dashboards draw it, holds its place with a skeleton until the browser is idle, then shows the form', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(
        <BooksCardWhenIdle books={DEFAULT_BOOKS} save={async () => ({})} onSaved={vi.fn()} />,
      );
      expect(screen.getByRole('status', { name: 'Loading your books' })).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: /Open/ })).not.toBeInTheDocument();
      act(() => vi.runAllTimers());
      expect(screen.getByRole('radio', { name: /Open/ })).toBeChecked();
      expect(screen.queryByRole('status', { name: 'Loading your books' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
