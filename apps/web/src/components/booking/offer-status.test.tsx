import type { Booking, Offer } from '@inkbook/contracts/booking';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aBooking,
  actionsSent,
  anArtistSubject,
  anOffer,
  aSession,
  type BookingsState,
  fakeBookingsGateway,
  useViewerZone,
} from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { useLiveBookings } from './booking-api';
import { InquiryOffers } from './inquiry-offers';

const subject = anArtistSubject();

/**
 * The gateway: the inquiry's offers (a test may change `state`, as another screen's action would), its bookings, and
 * withdraw as the service does it.
 */
function fakeGateway(offers: Offer[], bookings: Booking[] = []) {
  const state: BookingsState = { offers, bookings };
  const sent = fakeBookingsGateway(state, (request) => {
    const withdrawn = /^\/api\/offers\/([^/]+)\/withdraw$/.exec(request.url);
    if (request.method !== 'POST' || !offers.some((offer) => offer.id === withdrawn?.[1])) {
      return { status: 404, body: { message: 'Not found' } };
    }
    state.offers = offers.map((offer) => ({ ...offer, status: 'withdrawn' }));
    return { body: { offer: state.offers[0] } };
  });
  return { sent, state };
}

/** The panel as a dialog mounts it: kept live by booking events. */
function LiveOffers({ reader }: { reader: 'recipient' | 'admin' }) {
  useLiveBookings();
  return <InquiryOffers subject={subject} reader={reader} />;
}

const renderOffers = (reader: 'recipient' | 'admin' = 'recipient') => {
  const events = stubServerEvents();
  return { events, ...renderWithProviders(<LiveOffers reader={reader} />) };
};
const offerCard = () => screen.findByRole('article', { name: /^Offer/ });

describe("An inquiry's offer, as its recipient reads it", () => {
  // The reader's browser is in Berlin; the offer was sent in New York time.
  useViewerZone('Europe/Berlin');

  it("lists an open offer's terms and times in the reader's zone, New York's named, and withdraws it", async () => {
    const offer = anOffer({
      sessions: 2,
      sessionHours: 2.5,
      note: 'Eat first',
      timeZone: 'America/New_York',
      slots: ['2030-03-04T15:00:00.000Z', '2030-07-01T13:00:00.000Z'],
    });
    const { sent } = fakeGateway([offer]);
    const { user } = renderOffers();
    const card = await offerCard();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('$300 – $450')).toBeInTheDocument();
    expect(within(card).getByText('2 sessions of 2.5 hours')).toBeInTheDocument();
    expect(within(card).getByText('$100, due within 48 hours of booking')).toBeInTheDocument();
    expect(within(card).getByText('Eat first')).toBeInTheDocument();
    const times = within(within(card).getByRole('list', { name: 'Times offered' })).getAllByRole('listitem');
    expect(times.map((item) => item.textContent)).toEqual([
      'Mon, Mar 4, 4:00 PM (10:00 AM in America/New_York)',
      'Mon, Jul 1, 3:00 PM (9:00 AM in America/New_York)',
    ]);
    expect(screen.getByRole('button', { name: 'Send a new offer' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Withdraw offer' }));
    expect(await within(card).findByText('Withdrawn')).toBeInTheDocument();
    expect(within(card).getByText('This offer was withdrawn.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Withdraw offer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send an offer' })).toBeInTheDocument();
    expect(await screen.findByText('Offer withdrawn')).toBeInTheDocument();
    expect(actionsSent(sent).map((request) => request.url)).toEqual([`/api/offers/${offer.id}/withdraw`]);
  });

  it('says why the client declined, and shows a change made elsewhere as it happens', async () => {
    const { state } = fakeGateway([anOffer()]);
    const { events } = renderOffers();
    const card = await offerCard();
    expect(within(card).getByText('Open')).toBeInTheDocument();

    const declined = anOffer({ status: 'declined', declineReason: 'The dates do not work for me' });
    state.offers = [declined];
    act(() => events.emit('bookings.offer.updated', { ...declined }));
    expect(await within(card).findByText('Declined')).toBeInTheDocument();
    expect(within(card).getByText('The client declined: “The dates do not work for me”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send an offer' })).toBeInTheDocument();
  });

  /** An offer the client accepted, whose booking waits for its $100 deposit; its session is 11:00 in New York. */
  function acceptedGateway() {
    const booking = aBooking({
      status: 'awaiting_deposit',
      timeZone: 'America/New_York',
      sessions: [aSession(1, '2030-03-04T16:00:00.000Z')],
      deposit: { ...aBooking().deposit, status: 'due', dueAt: '2030-03-02T15:00:00.000Z', method: null },
    });
    return fakeGateway([anOffer({ status: 'accepted', bookingId: booking.id })], [booking]);
  }
  const bookingOf = async (card: HTMLElement) =>
    within(await within(card).findByRole('region', { name: 'Booking' }));

  it('shows the booking an accepted offer made with its actions, and sends no other offer while it stands', async () => {
    const { sent } = acceptedGateway();
    const { user } = renderOffers();
    const booking = await bookingOf(await offerCard());
    expect(await booking.findByText('Awaiting deposit')).toBeInTheDocument();
    expect(booking.getByText('Mon, Mar 4, 5:00 PM – 8:00 PM')).toBeInTheDocument();
    expect(booking.getByText('11:00 AM – 2:00 PM America/New_York')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send an? (new )?offer/ })).not.toBeInTheDocument();

    await user.click(booking.getByRole('button', { name: 'Mark deposit received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the deposit received' });
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(actionsSent(sent)).toHaveLength(1));
    expect(actionsSent(sent)[0]?.url).toMatch(/^\/api\/bookings\/[^/]+\/deposit\/received$/);
  });

  it("shows an admin the booking without the recipient's actions", async () => {
    acceptedGateway();
    renderOffers('admin');
    const booking = await bookingOf(await offerCard());
    expect(await booking.findByText('Awaiting deposit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark|Move|Cancel|Send/ })).not.toBeInTheDocument();
  });

  it('lets an admin read the offer without acting on it', async () => {
    fakeGateway([anOffer()]);
    renderOffers('admin');
    const card = await offerCard();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(/Waiting for the client/));
  });
});
