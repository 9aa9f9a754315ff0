import type { Offer } from '@inkbook/contracts/booking';
import type { MyInquiry } from '@inkbook/contracts/inquiry-routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { anOffer } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { MyInquiryDetail } from './my-inquiry-detail';

const inquiry: MyInquiry = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'artist',
  recipientId: '33333333-3333-4333-8333-333333333333',
  recipientName: 'Maya Stone',
  recipientHandle: 'maya',
  concept: 'A fern on the forearm',
  status: 'pending',
  response: null,
  referenceImages: [],
  placementPhotos: [],
  createdAt: '2026-01-01T10:00:00.000Z',
};

/** The client's list holds `mine`; the conversation is empty; the inquiry has the `offers` given (none unless told). */
function fakeGateway(mine: MyInquiry[], offers: Offer[] = []) {
  stubServerEvents();
  return stubApi(({ url }) => {
    if (url.startsWith('/api/inquiries/mine'))
      return { body: { items: mine, total: mine.length, page: 1, pageSize: 100 } };
    if (url.startsWith('/api/offers?')) return { body: { offers } };
    return { body: { messages: [], nextCursor: null } };
  });
}

describe('MyInquiryDetail', () => {
  it('shows to whom it went (linked to their profile), the idea, its status and the conversation', async () => {
    const sent = fakeGateway([inquiry]);
    renderWithProviders(<MyInquiryDetail id={inquiry.id} />);
    expect(await screen.findByRole('link', { name: 'Maya Stone' })).toHaveAttribute('href', '/artist/maya');
    expect(screen.getByText('A fern on the forearm')).toBeInTheDocument();
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(sent.map((request) => request.url)).toContain(`/api/inquiries/${inquiry.id}/messages?limit=100`);
    expect(sent.map((request) => request.url)).toContain(`/api/offers?inquiryId=${inquiry.id}`);
    expect(screen.queryByRole('heading', { name: /Offer from/ })).not.toBeInTheDocument();
  });

  it('shows the offer the recipient sent, above the conversation', async () => {
    fakeGateway([inquiry], [anOffer({ inquiryId: inquiry.id })]);
    renderWithProviders(<MyInquiryDetail id={inquiry.id} />);
    const offer = await screen.findByRole('heading', { name: 'Offer from Maya Stone' });
    const conversation = screen.getByRole('heading', { name: 'Conversation' });
    expect(offer.compareDocumentPosition(conversation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept this time' })).toBeInTheDocument();
    // The offer has answered the inquiry, though the list still said New when it was read.
    expect(screen.getByText('Responded', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('New', { exact: true })).not.toBeInTheDocument();
  });

  it("says plainly when the inquiry is not one of the client's", async () => {
    const sent = fakeGateway([inquiry]);
    renderWithProviders(<MyInquiryDetail id="44444444-4444-4444-8444-444444444444" />);
    expect(await screen.findByRole('heading', { name: 'Inquiry not found' })).toBeInTheDocument();
    expect(sent.some((request) => request.url.includes('/messages'))).toBe(false);
  });
});
