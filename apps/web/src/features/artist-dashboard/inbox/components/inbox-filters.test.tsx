import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { InboxBody } from './inbox-body';

const ARTIST_ID = '22222222-2222-4222-8222-222222222222';

describe("The artist's inbox filters", () => {
  it('asks the server for one stage on the way to a booking', async () => {
    const sent = stubApi(async (request) =>
      request.url.endsWith('/stats')
        ? { body: { total: 0, pending: 0, reviewed: 0, responded: 0, approved: 0, declined: 0 } }
        : { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    );
    const { user } = renderWithProviders(<InboxBody artistId={ARTIST_ID} heading={() => null} />);
    expect(await screen.findByText('No inquiries yet')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Offer sent');
    expect(await screen.findByText('No inquiries match your filters')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.map((request) => request.url)).toContain(
        `/api/inquiries/artist/${ARTIST_ID}?page=1&pageSize=20&stage=offer_sent`,
      ),
    );
  });

  it('says under each filter what the chosen status and stage mean, read with the select', async () => {
    stubApi(async (request) =>
      request.url.endsWith('/stats')
        ? { body: { total: 0, pending: 0, reviewed: 0, responded: 0, approved: 0, declined: 0 } }
        : { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    );
    const { user } = renderWithProviders(<InboxBody artistId={ARTIST_ID} heading={() => null} />);
    const status = screen.getByRole('combobox', { name: 'Status' });
    const stage = screen.getByRole('combobox', { name: 'Stage' });
    expect(status).toHaveAccessibleDescription('Choose a status to see what it means');

    await user.selectOptions(status, 'New');
    expect(status).toHaveAccessibleDescription('New: not opened yet');
    await user.selectOptions(status, 'Reviewed');
    expect(status).toHaveAccessibleDescription('Reviewed: you opened it');
    await user.selectOptions(status, 'Responded');
    expect(status).toHaveAccessibleDescription('Responded: you answered');

    await user.selectOptions(stage, 'Awaiting deposit');
    expect(stage).toHaveAccessibleDescription('Awaiting deposit: offer accepted; deposit not yet in');
  });
});
