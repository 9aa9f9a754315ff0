import { SLOT_TAKEN } from '@inkbook/contracts/booking-rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aBookingInBerlin,
  actionsSent,
  anOfferFromBerlin,
  type BookingsState,
  fakeBookingsGateway,
  INQUIRY,
  OFFER,
  SLOT_1,
  SLOT_2,
  useClientClock,
} from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { ClientAppointment } from './client-appointment';

const BERLIN_SLOT_1 = 'Thu, Dec 10, 11:00 AM (5:00 PM in Europe/Berlin)';
const BERLIN_SLOT_2 = 'Fri, Dec 11, 3:30 PM (9:30 PM in Europe/Berlin)';

const offerSection = () => screen.getByRole('region', { name: 'Offer from Maya Stone' });

/** The page keeps the offer live: `events` sends what the gateway would. */
function renderAppointment() {
  const events = stubServerEvents();
  return { events, ...renderWithProviders(<ClientAppointment inquiryId={INQUIRY} />) };
}

describe('ClientAppointment: the offer', () => {
  useClientClock();

  it("states the offer's terms and its times in the client's zone, the artist's named", async () => {
    fakeBookingsGateway({ offers: [anOfferFromBerlin()] });
    renderAppointment();
    expect(await screen.findByRole('heading', { name: 'Offer from Maya Stone' })).toBeInTheDocument();
    const terms = within(offerSection());
    expect(terms.getByText('$800 – $1,200')).toBeInTheDocument();
    expect(terms.getByText('2 sessions of 3 hours')).toBeInTheDocument();
    expect(terms.getByText('$200, due within 48 hours of accepting')).toBeInTheDocument();
    expect(terms.getByText('Ink & Iron, 12 Main St')).toBeInTheDocument();
    expect(terms.getByText('Bring a reference printout.')).toBeInTheDocument();
    expect(terms.getByText('One free touch-up within 3 months.')).toBeInTheDocument();
    expect(terms.getByText(/Cancel at least 48 hours before your appointment/)).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Pick a time' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: BERLIN_SLOT_1 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: BERLIN_SLOT_2 })).toBeInTheDocument();
  });

  it("names no second zone when the artist's clock reads the same, and a fixed price as one amount", async () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    fakeBookingsGateway({ offers: [anOfferFromBerlin({ priceLow: 900, priceHigh: 900 })] });
    renderAppointment();
    expect(await screen.findByRole('radio', { name: 'Thu, Dec 10, 5:00 PM' })).toBeInTheDocument();
    expect(within(offerSection()).getByText('$900')).toBeInTheDocument();
  });

  it('accepts the chosen time, shows the booking and moves focus to it', async () => {
    const state: BookingsState = { offers: [anOfferFromBerlin()] };
    const booking = aBookingInBerlin();
    const sent = fakeBookingsGateway(state, () => {
      state.bookings = [booking];
      state.offers = [anOfferFromBerlin({ status: 'accepted', bookingId: booking.id })];
      return { status: 201, body: { booking } };
    });
    const { user } = renderAppointment();
    await user.click(await screen.findByRole('radio', { name: BERLIN_SLOT_2 }));
    await user.click(screen.getByRole('button', { name: 'Accept this time' }));

    const heading = await screen.findByRole('heading', { name: 'Your booking with Maya Stone' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(actionsSent(sent).map(({ url, body }) => ({ url, body }))).toEqual([
      { url: `/api/offers/${OFFER}/accept`, body: { slot: SLOT_2 } },
    ]);
    expect(screen.queryByRole('heading', { name: 'Offer from Maya Stone' })).not.toBeInTheDocument();
  });

  it('asks for a time before accepting, and takes focus back to the times', async () => {
    const sent = fakeBookingsGateway({ offers: [anOfferFromBerlin()] });
    const { user } = renderAppointment();
    await user.click(await screen.findByRole('button', { name: 'Accept this time' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please pick a time');
    expect(screen.getByRole('radio', { name: BERLIN_SLOT_1 })).toHaveFocus();
    expect(actionsSent(sent)).toEqual([]);
  });

  it('says the time was just taken on a 409 and fetches the offer again (picked and sent by keyboard)', async () => {
    const sent = fakeBookingsGateway({ offers: [anOfferFromBerlin()] }, () => ({
      status: 409,
      body: { message: SLOT_TAKEN },
    }));
    const { user } = renderAppointment();
    await screen.findByRole('radio', { name: BERLIN_SLOT_1 });
    await user.tab();
    expect(screen.getByRole('radio', { name: BERLIN_SLOT_1 })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept this time' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_TAKEN);
    expect(actionsSent(sent)[0]?.body).toEqual({ slot: SLOT_1 });
    await waitFor(() =>
      expect(sent.filter((request) => request.url.startsWith('/api/offers?'))).toHaveLength(2),
    );
    expect(screen.getByRole('radio', { name: BERLIN_SLOT_1 })).not.toBeChecked();
  });

  it('declines with a reason and says so', async () => {
    const state: BookingsState = { offers: [anOfferFromBerlin()] };
    const sent = fakeBookingsGateway(state, () => {
      state.offers = [anOfferFromBerlin({ status: 'declined', declineReason: 'Too far away for me' })];
      return { body: { offer: state.offers[0] } };
    });
    const { user } = renderAppointment();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline this offer?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      ' Too far away for me ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));

    expect(await screen.findByText('You declined this offer.')).toBeInTheDocument();
    expect(screen.getByText('Your reason: Too far away for me')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Offer from Maya Stone' })).toHaveFocus());
    expect(actionsSent(sent).map(({ url, body }) => ({ url, body }))).toEqual([
      { url: `/api/offers/${OFFER}/decline`, body: { reason: 'Too far away for me' } },
    ]);
  });

  it('declines without a reason too', async () => {
    const state: BookingsState = { offers: [anOfferFromBerlin()] };
    const sent = fakeBookingsGateway(state, () => ({
      body: { offer: anOfferFromBerlin({ status: 'declined' }) },
    }));
    const { user } = renderAppointment();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline offer' }));
    expect(await screen.findByText('You declined this offer.')).toBeInTheDocument();
    expect(actionsSent(sent)[0]?.body).toEqual({ reason: null });
  });

  it('says a withdrawn offer was withdrawn, and offers nothing to pick', async () => {
    fakeBookingsGateway({ offers: [anOfferFromBerlin({ status: 'withdrawn' })] });
    renderAppointment();
    expect(await screen.findByText(/Maya Stone withdrew this offer/)).toBeInTheDocument();
    expect(screen.getByText(BERLIN_SLOT_1)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this time' })).not.toBeInTheDocument();
  });

  it("shows nothing before an offer, and the artist's offer when it arrives live", async () => {
    const state: BookingsState = { offers: [] };
    const sent = fakeBookingsGateway(state);
    const { events, queryClient } = renderAppointment();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    state.offers = [anOfferFromBerlin()];
    act(() => events.emit('bookings.offer.created', { id: OFFER, inquiryId: INQUIRY }));
    expect(await screen.findByRole('heading', { name: 'Offer from Maya Stone' })).toBeInTheDocument();
  });
});
