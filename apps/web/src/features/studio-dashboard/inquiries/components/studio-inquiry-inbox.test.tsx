import { inquiryStageLabels } from '@inkbook/contracts/booking-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { StudioInquiryInbox } from './studio-inquiry-inbox';

const STUDIO_ID = '77777777-7777-4777-8777-777777777777';

/** What a card reads of a studio inquiry (the inbox answers more; the card shows this). */
const card = {
  id: '11111111-1111-4111-8111-111111111111',
  studioId: STUDIO_ID,
  fullName: 'Rosa Client',
  concept: 'A koi up the forearm',
  status: 'responded',
  createdAt: '2030-01-01T12:00:00.000Z',
  size: 'medium',
  placementAreas: [],
  preferredStyles: [],
  budgetMin: 300,
  budgetMax: 500,
  unreadMessages: 3,
  clientRecord: { completed: 1, lateCancellations: 0, noShows: 2 },
};

describe("The studio's Inquiries tab", () => {
  it('filters by stage on the server, and says when none is at that stage', async () => {
    const sent = stubApi(async (request) => {
      const booked = new URL(request.url, 'http://inkbook.test').searchParams.get('stage') === 'booked';
      return { body: { items: booked ? [] : [card], total: booked ? 0 : 1, page: 1, pageSize: 20 } };
    });
    const { user } = renderWithProviders(<StudioInquiryInbox studioId={STUDIO_ID} heading={() => null} />);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('3 new messages')).toBeInTheDocument();
    expect(within(article).getByText('1 completed · 0 late cancellations · 2 no-shows')).toBeInTheDocument();

    const stage = screen.getByRole('combobox', { name: 'Stage' });
    expect(
      within(stage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All stages', ...Object.values(inquiryStageLabels)]);
    await user.selectOptions(stage, 'Booked');
    expect(await screen.findByText('No inquiries at this stage')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.map((request) => request.url)).toEqual([
        `/api/studio-inquiries/studio/${STUDIO_ID}?page=1&pageSize=20`,
        `/api/studio-inquiries/studio/${STUDIO_ID}?page=1&pageSize=20&stage=booked`,
      ]),
    );
  });
});
