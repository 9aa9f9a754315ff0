import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CardInquiry } from '@/lib/inquiry-facts';
import { renderWithProviders } from '@/testing/render';
import { InquiryCard } from './inquiry-card';

const inquiry = (more: Partial<CardInquiry> = {}): CardInquiry => ({
  id: '11111111-1111-4111-8111-111111111111',
  fullName: 'Rosa Client',
  concept: 'A koi up the forearm',
  status: 'pending',
  createdAt: '2030-01-01T12:00:00.000Z',
  size: 'medium',
  placementAreas: [],
  budgetMin: 300,
  budgetMax: 500,
  ...more,
});

const renderCard = (card: CardInquiry) =>
  renderWithProviders(<InquiryCard inquiry={card} onOpen={vi.fn()} />);

describe('An inquiry card, as its recipient reads it', () => {
  it("shows how many of the client's messages are unread, and the client's record", () => {
    renderCard(
      inquiry({ unreadMessages: 2, clientRecord: { completed: 3, lateCancellations: 1, noShows: 0 } }),
    );
    expect(screen.getByText('2 new messages')).toBeInTheDocument();
    expect(screen.getByText('Client record:').nextElementSibling).toHaveTextContent(
      '3 completed · 1 late cancellation · 0 no-shows',
    );
  });

  it('says one message, and a client with no bookings behind them is new', () => {
    renderCard(
      inquiry({ unreadMessages: 1, clientRecord: { completed: 0, lateCancellations: 0, noShows: 0 } }),
    );
    expect(screen.getByText('1 new message')).toBeInTheDocument();
    expect(screen.getByText('New client')).toBeInTheDocument();
  });

  it('marks a touch-up of an earlier booking', () => {
    renderCard(inquiry({ touchupOf: '22222222-2222-4222-8222-222222222222' }));
    expect(screen.getByText('Touch-up')).toBeInTheDocument();
  });

  it('shows neither when there is nothing unread or the reader is not the recipient', () => {
    renderCard(inquiry({ unreadMessages: 0 }));
    expect(screen.queryByText(/new message/)).not.toBeInTheDocument();
    expect(screen.queryByText('Touch-up')).not.toBeInTheDocument();
    expect(screen.queryByText('Client record:')).not.toBeInTheDocument();
  });
});
