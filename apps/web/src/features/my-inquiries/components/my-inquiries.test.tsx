import type { MyInquiry } from '@inkbook/contracts/inquiry-routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, stubApi } from '@/testing/api';
import { aBookingInBerlin, INQUIRY, useClientClock } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { MyInquiries } from './my-inquiries';

const inquiry = (id: string, recipientName: string): MyInquiry => ({
  id,
  kind: 'artist',
  recipientId: '33333333-3333-4333-8333-333333333333',
  recipientName,
  recipientHandle: null,
  concept: 'A fern on the forearm',
  status: 'responded',
  response: null,
  referenceImages: [],
  placementPhotos: [],
  createdAt: '2026-11-01T10:00:00.000Z',
});

const booked = inquiry(INQUIRY, 'Maya Stone');
const other = inquiry('44444444-4444-4444-8444-444444444444', 'Leo Park');

/** The client's two inquiries; their bookings answer `bookings`. */
function fakeGateway(bookings: FakeAnswer) {
  return stubApi(({ url }) =>
    url.startsWith('/api/bookings')
      ? bookings
      : { body: { items: [booked, other], total: 2, page: 1, pageSize: 100 } },
  );
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('MyInquiries', () => {
  useClientClock();

  it("says on each card where its booking stands, from one request for all the client's bookings", async () => {
    const cancelled = aBookingInBerlin({
      id: '77777777-7777-4777-8777-777777777777',
      status: 'cancelled',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const sent = fakeGateway({
      body: { bookings: [aBookingInBerlin({ status: 'confirmed' }), cancelled], nextCursor: null },
    });
    renderWithProviders(<MyInquiries />);
    expect(await screen.findByText('Booked: Thu, Dec 10')).toBeInTheDocument();
    expect(within(card('Maya Stone')).getByText('Booked: Thu, Dec 10')).toBeInTheDocument();
    expect(within(card('Leo Park')).queryByText(/Booked|Awaiting|Booking/)).not.toBeInTheDocument();
    expect(sent.filter((request) => request.url.startsWith('/api/bookings'))).toHaveLength(1);
  });

  it('still lists the inquiries when the bookings cannot be read', async () => {
    fakeGateway({ status: 503, body: { message: 'Unavailable' } });
    renderWithProviders(<MyInquiries />);
    expect(await screen.findByRole('heading', { name: 'Maya Stone' })).toBeInTheDocument();
    expect(screen.queryByText(/Booked/)).not.toBeInTheDocument();
  });
});
