import type { Booking, Offer } from '@inkbook/contracts/booking';
import { SLOT_PASSED } from '@inkbook/contracts/booking-rules';
import type { Claim } from '@inkbook/contracts/claim';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, SentRequest } from '@/testing/api';
import {
  ARTIST_ID,
  aBooking,
  actionsSent,
  anArtistSubject,
  anOffer,
  aSession,
  type BookingsState,
  fakeBookingsGateway,
  INQUIRY,
  SAVED_SETTINGS,
  useViewerZone,
} from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { InquiryOffers } from './inquiry-offers';
import type { OfferSubject } from './offer-defaults';

const STUDIO_ID = '77777777-7777-4777-8777-777777777777';
const VERIFIED_ID = '88888888-8888-4888-8888-888888888888';

const artistSubject = anArtistSubject({ aiEstimatedHours: 8.5 });
const studioSubject: OfferSubject = {
  kind: 'studio',
  inquiry: { id: INQUIRY, studioId: STUDIO_ID, budgetMin: 500, budgetMax: 800 },
};

const claim = (artistId: string, artistName: string, status: Claim['status']): Claim => ({
  id: `${artistId.slice(0, -1)}0`,
  studioId: STUDIO_ID,
  artistId,
  status,
  claimedBy: 'studio',
  message: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  artist: { id: artistId, artistName, profileImage: null, instagramHandle: 'x', location: 'Austin' },
  studio: null,
});

interface Gateway {
  offers?: Offer[];
  bookings?: Booking[];
  claims?: Claim[];
  post?: (request: SentRequest) => FakeAnswer;
}

/**
 * The gateway: the recipient's settings (New York time), offers, bookings and the studio's claims; POST /api/offers
 * answers as told, by default the offer stored (and listed from then on).
 */
function fakeGateway({ offers = [], bookings = [], claims = [], post }: Gateway = {}) {
  const state: BookingsState = {
    offers,
    bookings,
    settings: { ...SAVED_SETTINGS, timeZone: 'America/New_York' },
  };
  const store = (): FakeAnswer => {
    const offer = anOffer({ location: 'Stone Tattoo' });
    state.offers = [offer, ...(state.offers ?? [])];
    return { status: 201, body: { offer } };
  };
  return fakeBookingsGateway(state, (request) => {
    const { pathname } = new URL(request.url, 'http://inkbook.test');
    switch (`${request.method} ${pathname}`) {
      case `GET /api/studio-artist-claims/studio/${STUDIO_ID}`:
        return { body: claims };
      case 'POST /api/offers':
        return post?.(request) ?? store();
      default:
        return { status: 404, body: { message: 'Not found' } };
    }
  });
}

async function openForm(subject: OfferSubject = artistSubject) {
  const rendered = renderWithProviders(<InquiryOffers subject={subject} reader="recipient" />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Send an offer' }));
  // The form's code loads on the first opening (lazyWhenIdle): the first test waits for the import.
  const dialog = await screen.findByRole('dialog', { name: 'Send an offer' }, { timeout: 10_000 });
  await within(dialog).findByRole('form', { name: 'Offer' });
  return { ...rendered, dialog };
}

const field = (label: string) => screen.getByLabelText(label);
const time = (n: number) => screen.getByRole('group', { name: `Time ${n}` });

/** Date and time inputs take their value as a browser's picker sets it (a change event), not typed keys. */
function pickTime(n: number, date: string, start: string) {
  fireEvent.change(within(time(n)).getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(within(time(n)).getByLabelText('Start'), { target: { value: start } });
}

describe("'Send an offer'", () => {
  // The reader's browser is in Berlin, the artist's booking settings in New York: times are picked on New York's.
  useViewerZone('Europe/Berlin');

  it("opens prefilled from an artist inquiry's quote: range, sittings of up to six hours, deposit, 48 h", async () => {
    fakeGateway();
    await openForm();
    expect(field('Lowest price ($)')).toHaveValue(300);
    expect(field('Highest price ($)')).toHaveValue(450);
    expect(field('Sessions')).toHaveValue(2);
    expect(field('Hours per session')).toHaveValue(6);
    expect(field('Deposit ($)')).toHaveValue(100);
    expect(field('Deposit due in (hours)')).toHaveValue(48);
    expect(screen.getByText(/Your quote: \$300 - \$450/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Times the client can pick' })).toHaveAccessibleDescription(
      /In America\/New_York, the time zone of your booking settings/,
    );
    expect(within(time(1)).getByLabelText('Date')).toHaveValue('');
    expect(screen.queryByLabelText('Artist (optional)')).not.toBeInTheDocument();
  });

  it("sends a time picked on the artist's clock as that instant, with the rest of the offer", async () => {
    const sent = fakeGateway();
    const { user, dialog } = await openForm();
    pickTime(1, '2030-03-04', '10:00');
    // 10:00 in New York is 16:00 in Berlin, where the reader is.
    expect(within(time(1)).getByText('Your time: Mon, Mar 4, 4:00 PM (Europe/Berlin)')).toBeInTheDocument();
    await user.type(field('Location'), 'Stone Tattoo');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(actionsSent(sent)).toHaveLength(1));
    expect(actionsSent(sent)[0]?.url).toBe('/api/offers');
    expect(actionsSent(sent)[0]?.body).toEqual({
      inquiryId: INQUIRY,
      inquiryKind: 'artist',
      priceLow: 300,
      priceHigh: 450,
      sessions: 2,
      sessionHours: 6,
      deposit: 100,
      depositDueHours: 48,
      slots: ['2030-03-04T15:00:00.000Z'],
      location: 'Stone Tattoo',
      note: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new offer' })).toHaveFocus();
  });

  it('offers up to four times, each removable, and sends them in order', async () => {
    const sent = fakeGateway();
    const { user, dialog } = await openForm();
    const add = () => user.click(within(dialog).getByRole('button', { name: 'Add a time' }));
    await add();
    await add();
    await add();
    expect(within(dialog).queryByRole('button', { name: 'Add a time' })).not.toBeInTheDocument();
    pickTime(1, '2030-03-04', '10:00');
    pickTime(2, '2030-03-05', '11:30');
    pickTime(3, '2030-07-01', '09:00');
    pickTime(4, '2030-03-06', '12:00');
    await user.click(screen.getByRole('button', { name: 'Remove time 2' }));
    expect(within(time(1)).getByLabelText('Date')).toHaveFocus();
    await user.type(field('Location'), 'Stone Tattoo');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(actionsSent(sent)).toHaveLength(1));
    // July is summer time in New York (UTC-4), March 4 to 6 is not (UTC-5).
    expect(actionsSent(sent)[0]?.body).toMatchObject({
      slots: ['2030-03-04T15:00:00.000Z', '2030-07-01T13:00:00.000Z', '2030-03-06T17:00:00.000Z'],
    });
  });

  it("warns of a time that overlaps the artist's booked session, not another artist's, and still sends it", async () => {
    // 11:00 to 14:00 in New York.
    const march4 = [aSession(1, '2030-03-04T16:00:00.000Z')];
    const sent = fakeGateway({
      bookings: [
        aBooking({ clientName: 'Other Client', artistId: VERIFIED_ID, sessions: march4 }),
        aBooking({ clientName: 'Jo Client', sessions: march4 }),
      ],
    });
    const { user, dialog } = await openForm();
    pickTime(1, '2030-03-04', '10:00');

    const warning = await within(time(1)).findByRole('status', {}, { timeout: 3000 });
    expect(warning).toHaveTextContent(
      'Overlaps your session with Jo Client, Mon, Mar 4, 11:00 AM to 2:00 PM. You can still offer it',
    );
    expect(within(time(1)).getByLabelText('Start')).toHaveAccessibleDescription(/Overlaps your session/);
    const asked = sent.find((request) => request.url.startsWith('/api/bookings?'));
    // Sessions starting up to 12 hours before the 6-hour sitting, to its end.
    expect(asked?.url).toBe(
      '/api/bookings?from=2030-03-04T03%3A00%3A00.000Z&to=2030-03-04T21%3A00%3A00.000Z',
    );

    // Moved clear of it (16:00 New York is after the session ends), the warning goes.
    pickTime(1, '2030-03-04', '14:00');
    await waitFor(() => expect(within(time(1)).queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    pickTime(1, '2030-03-04', '10:00');
    await within(time(1)).findByRole('status', {}, { timeout: 3000 });
    await user.type(field('Location'), 'Stone Tattoo');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(actionsSent(sent)).toHaveLength(1));
  });

  it('checks the offer as the server will before sending it', async () => {
    const sent = fakeGateway();
    const { user, dialog } = await openForm();
    await user.clear(field('Deposit ($)'));
    await user.type(field('Deposit ($)'), '400');
    pickTime(1, '2020-03-04', '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText('Deposit cannot be more than the lowest price')).toBeInTheDocument();
    expect(screen.getByText('Please say where the appointment is')).toBeInTheDocument();
    expect(within(time(1)).getByText(SLOT_PASSED)).toBeInTheDocument();
    expect(within(time(1)).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(actionsSent(sent)).toEqual([]);
  });

  it("shows the server's field messages by their fields and keeps the form open", async () => {
    fakeGateway({
      post: () => ({
        status: 400,
        body: {
          message: 'Invalid offer',
          error: {
            code: 'validation_failed',
            message: 'Invalid offer',
            fields: {
              priceHigh: 'Highest price must be at most $100,000',
              'slots.0': 'That time has already passed. Please pick another.',
            },
          },
        },
      }),
    });
    const { user, dialog } = await openForm();
    pickTime(1, '2030-03-04', '10:00');
    await user.type(field('Location'), 'Stone Tattoo');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText('Highest price must be at most $100,000')).toBeInTheDocument();
    expect(field('Highest price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Highest price ($)')).toHaveAccessibleDescription('Highest price must be at most $100,000');
    expect(
      within(time(1)).getByText('That time has already passed. Please pick another.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Offer not sent')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send an offer' })).toBeInTheDocument();
    expect(field('Location')).toHaveValue('Stone Tattoo');
  });

  it("opens a studio's offer from the client's budget without a deposit, and may name a verified artist", async () => {
    const sent = fakeGateway({
      claims: [
        claim(VERIFIED_ID, 'Lee Verified', 'verified'),
        claim(ARTIST_ID, 'Pat Pending', 'pending_artist_approval'),
      ],
      offers: [anOffer({ status: 'declined', inquiryKind: 'studio', declineReason: 'Too soon' })],
    });
    const { user, dialog } = await openForm(studioSubject);
    expect(field('Lowest price ($)')).toHaveValue(500);
    expect(field('Highest price ($)')).toHaveValue(800);
    expect(field('Sessions')).toHaveValue(1);
    expect(field('Hours per session')).toHaveValue(3);
    expect(field('Deposit ($)')).toHaveValue(0);
    // Where the last offer was to take place.
    expect(field('Location')).toHaveValue('Sample Studio, Austin, TX');

    const artist = await screen.findByLabelText('Artist (optional)');
    expect(
      within(artist)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["The studio's choice", 'Lee Verified']);
    await user.selectOptions(artist, 'Lee Verified');
    pickTime(1, '2030-03-04', '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(actionsSent(sent)).toHaveLength(1));
    expect(actionsSent(sent)[0]?.body).toMatchObject({
      inquiryKind: 'studio',
      priceLow: 500,
      priceHigh: 800,
      deposit: 0,
      artistId: VERIFIED_ID,
    });
  });
});
