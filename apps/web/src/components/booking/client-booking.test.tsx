import type { Booking } from '@inkbook/contracts/booking';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ClientAppointment } from './client-appointment';
import {
  aBooking,
  anOffer,
  BOOKING,
  fakeBookingGateway,
  type GatewayState,
  INQUIRY,
  useClientClock,
} from './client-testing';

const KEPT = 'Your $200 deposit will be kept because the appointment is in less than 48 hours.';

/** The inquiry's accepted offer made `booking`; the gateway answers it and what `post` says. */
function bookedGateway(booking: Booking, post?: Parameters<typeof fakeBookingGateway>[1]) {
  const state: GatewayState = { offers: [anOffer({ status: 'accepted', bookingId: BOOKING })], booking };
  return { state, ...fakeBookingGateway(state, post) };
}

function renderAppointment(route = '/') {
  return renderWithProviders(<ClientAppointment inquiryId={INQUIRY} />, { route });
}

const deposit = () => screen.getByRole('region', { name: 'Deposit' });

describe('ClientAppointment: the booking', () => {
  useClientClock();

  it("shows the status, the sessions in both zones (an unscheduled one the artist's to set), the calendar and history", async () => {
    bookedGateway(aBooking({ deposit: { ...aBooking().deposit, status: 'received', dueAt: null } }));
    renderAppointment();
    expect(await screen.findByRole('heading', { name: 'Your booking with Maya Stone' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting deposit')).toBeInTheDocument();
    const sessions = within(screen.getByRole('region', { name: 'Sessions' }));
    expect(sessions.getByText('Thu, Dec 10, 11:00 AM (5:00 PM in Europe/Berlin)')).toBeInTheDocument();
    expect(sessions.getByText('To be scheduled by Maya Stone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${BOOKING}/calendar.ics`,
    );
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('You: Accepted the offer')).toBeInTheDocument();
    expect(history.getByText('Tue, Dec 1, 5:00 AM')).toBeInTheDocument();
    expect(within(deposit()).getByText('$200 received. Thank you!')).toBeInTheDocument();
  });

  it("shows the artist's instructions for a manual deposit and says when it is due; 'I have sent it' tells them", async () => {
    const { state, posts } = bookedGateway(aBooking(), () => {
      state.booking = aBooking({ deposit: { ...aBooking().deposit, status: 'sent' } });
      return { body: { booking: state.booking } };
    });
    const { user } = renderAppointment();
    expect(await screen.findByText('Venmo @maya-stone, with your name.')).toBeInTheDocument();
    expect(within(deposit()).getByText('Thu, Dec 3, 5:00 AM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have sent it' }));

    expect(await within(deposit()).findByText(/Waiting for Maya Stone to confirm/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have sent it' })).not.toBeInTheDocument();
    expect(posts().map((request) => request.url)).toEqual([`/api/bookings/${BOOKING}/deposit/sent`]);
  });

  it("'Pay deposit' opens Stripe's checkout at the URL the server answered", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const url = 'https://checkout.stripe.test/c/pay/cs_test_1';
    const { posts } = bookedGateway(
      aBooking({ deposit: { ...aBooking().deposit, provider: 'stripe', instructions: null } }),
      () => ({ body: { url } }),
    );
    const { user } = renderAppointment();
    await user.click(await screen.findByRole('button', { name: 'Pay deposit' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(posts().map((request) => request.url)).toEqual([`/api/bookings/${BOOKING}/deposit/checkout`]);
    expect(screen.queryByRole('button', { name: 'I have sent it' })).not.toBeInTheDocument();
  });

  it('thanks the client back from paying until the payment is confirmed, then says it arrived', async () => {
    const { state, events } = bookedGateway(
      aBooking({ deposit: { ...aBooking().deposit, provider: 'stripe', instructions: null } }),
    );
    renderAppointment('/my-inquiries/x?deposit=paid');
    expect(await screen.findByText('Thanks! Your payment is being confirmed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Pay deposit' })).not.toBeInTheDocument();

    state.booking = aBooking({
      status: 'confirmed',
      deposit: { ...aBooking().deposit, status: 'received', dueAt: null, provider: 'stripe' },
    });
    act(() => events.emit('bookings.booking.updated', { id: BOOKING, inquiryId: INQUIRY }));
    expect(await within(deposit()).findByText('$200 received. Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });

  it('writes out the consequence before cancelling, asks why, and sends the reason', async () => {
    const soon = aBooking({
      status: 'confirmed',
      deposit: { ...aBooking().deposit, status: 'received', dueAt: null },
      sessions: [
        { n: 1, start: '2026-12-02T16:00:00.000Z', end: '2026-12-02T19:00:00.000Z', status: 'scheduled' },
      ],
    });
    const { state, posts } = bookedGateway(soon, () => {
      state.booking = { ...soon, status: 'cancelled', deposit: { ...soon.deposit, status: 'forfeited' } };
      return { body: { booking: state.booking } };
    });
    const { user } = renderAppointment();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(KEPT));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason');
    expect(posts()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Why are you cancelling?' }), 'I moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('This booking was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(deposit()).getByText(/\$200 was kept by Maya Stone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your booking with Maya Stone' })).toHaveFocus(),
    );
    expect(posts().map(({ url, body }) => ({ url, body }))).toEqual([
      { url: `/api/bookings/${BOOKING}/cancel`, body: { reason: 'I moved away' } },
    ]);
  });

  it("says a cancellation well ahead refunds the deposit, and keeps the dialog open with the server's reason when refused", async () => {
    bookedGateway(
      aBooking({ status: 'confirmed', deposit: { ...aBooking().deposit, status: 'received', dueAt: null } }),
      () => ({ status: 409, body: { message: 'This booking is already cancelled' } }),
    );
    const { user } = renderAppointment();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Your $200 deposit will be refunded.'),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why are you cancelling?' }),
      'Changed my mind',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking is already cancelled');
    expect(within(dialog).getByRole('textbox')).toHaveValue('Changed my mind');
  });

  it('offers neither cancel nor calendar once the booking expired', async () => {
    bookedGateway(aBooking({ status: 'expired', deposit: { ...aBooking().deposit, dueAt: null } }));
    renderAppointment();
    expect(await screen.findByText(/the booking expired and the time was released/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(within(deposit()).getByText('Not paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have sent it' })).not.toBeInTheDocument();
  });
});
