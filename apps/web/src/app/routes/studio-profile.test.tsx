import { DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import { studioInquiryEndpoints } from '@inkbook/contracts/inquiry-endpoints';
import type { StudioProfile } from '@inkbook/contracts/studio';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, type SentRequest, stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import StudioProfileRoute from './studio-profile';

const STUDIO: StudioProfile = {
  id: '00000000-0000-4000-8000-0000000000b1',
  studioName: 'Ink House',
  handle: 'inkhouse',
  logo: null,
  tagline: null,
  description: null,
  establishedYear: null,
  specializations: ['Japanese'],
  bannerImage: null,
  interiorImages: [],
  exteriorImages: [],
  instagramHandle: null,
  location: 'Berlin',
  locationLat: null,
  locationLng: null,
  locationAddress: null,
  phone: null,
  businessEmail: 'hello@inkhouse.example',
  businessHours: {
    monday: '',
    tuesday: '',
    wednesday: '',
    thursday: '',
    friday: '',
    saturday: '',
    sunday: '',
  },
  website: null,
  appointmentType: null,
  depositPolicy: null,
  cancellationPolicy: null,
  shopMinimum: 0,
  ageRequirements: null,
  handlesDeposits: false,
  books: { ...DEFAULT_BOOKS, status: 'closed' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  verifiedArtists: [],
};

/** The studio (books closed), an invite in the state given, a signed-in client, and inquiries accepted. */
function gateway(inviteStatus: 'valid' | 'expired' | 'used') {
  return stubApi((request: SentRequest): FakeAnswer => {
    if (request.url.startsWith('/api/waitlist/invites/'))
      return {
        body: {
          status: inviteStatus,
          recipientKind: 'studio',
          recipientId: STUDIO.id,
          handle: 'inkhouse',
          recipientName: 'Ink House',
          expiresAt: '2026-12-06T00:00:00.000Z',
        },
      };
    if (request.url === '/api/auth/me')
      return { body: { id: 'u1', email: 'sam@example.com', role: 'client' } };
    if (request.url === studioInquiryEndpoints.send.path) return { status: 201, body: { id: 'sent' } };
    if (request.url.startsWith('/api/studios/')) return { body: STUDIO };
    return { status: 404, body: {} };
  });
}

beforeEach(() => sessionStorage.clear());

describe('Studio profile: waitlist invites', () => {
  it('opens the wizard from a valid invite while the books are closed, notes it, and sends its token', async () => {
    const sent = gateway('valid');
    const { user } = renderWithProviders(<StudioProfileRoute />, { route: '/studio/inkhouse?invite=tok-7' });
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Send Ink House an Inquiry' }, { timeout: 15_000 }),
    );
    expect(dialog.getByText('Invited from the waitlist')).toBeInTheDocument();

    const next = () => user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.type(dialog.getByLabelText('Describe your tattoo idea'), 'A koi fish swimming up my forearm');
    await next();
    await user.click(await dialog.findByRole('checkbox', { name: 'Lower Arm' }));
    await next();
    await user.click(await dialog.findByRole('radio', { name: /^Medium/ }));
    await next();
    await user.click(await dialog.findByRole('radio', { name: /^Detailed/ }));
    await user.click(dialog.getByRole('checkbox', { name: 'Japanese' }));
    await next();
    await user.click(await dialog.findByRole('radio', { name: "No, I'm local" }));
    await next();
    await next();
    await user.click(await dialog.findByRole('button', { name: 'Submit Inquiry' }));

    await waitFor(() =>
      expect(sent.find((request) => request.url === studioInquiryEndpoints.send.path)?.body).toMatchObject({
        studioId: STUDIO.id,
        waitlistInvite: 'tok-7',
      }),
    );
  }, 40_000);

  it.each([
    ['expired', 'This invite has expired'],
    ['used', 'This invite was already used'],
  ] as const)(
    'says so for an %s invite, opens no wizard, and offers the waitlist again',
    async (status, text) => {
      gateway(status);
      renderWithProviders(<StudioProfileRoute />, { route: '/studio/inkhouse?invite=tok-7' });
      const card = within(await screen.findByRole('alert'));
      expect(card.getByText(text)).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});
