import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, SentRequest } from '@/testing/api';
import {
  aBookingInBerlin,
  actionsSent,
  anOfferFromBerlin,
  BOOKING,
  type BookingsState,
  fakeBookingsGateway,
  INQUIRY,
  SLOT_1,
  useClientClock,
} from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { ClientAppointment } from './client-appointment';

const KEPT = 'Your $200 deposit will be kept because the appointment is in less than 48 hours.';

/** The inquiry's accepted offer made `booking`; the gateway answers it, and an action as `act` says. */
function bookedGateway(booking: Booking, act?: (request: SentRequest) => FakeAnswer) {
  const state: BookingsState = {
    offers: [anOfferFromBerlin({ status: 'accepted', bookingId: BOOKING })],
    bookings: [booking],
  };
  return { state, sent: fakeBookingsGateway(state, act) };
}

/** The service's answer to an action that left the booking `changed`, which reads see from then on. */
function changedTo(state: BookingsState, changed: Booking): FakeAnswer {
  state.bookings = [changed];
  return { body: { booking: changed } };
}

/** The page keeps the booking live: `events` sends what the gateway would. */
function renderAppointment(route = '/') {
  const events = stubServerEvents();
  return { events, ...renderWithProviders(<ClientAppointment inquiryId={INQUIRY} />, { route }) };
}

const deposit = () => screen.getByRole('region', { name: 'Deposit' });
/** The deposit as the booking was made: $200 due, paid by hand. */
const due = aBookingInBerlin().deposit;

describe('ClientAppointment: the booking', () => {
  useClientClock();

  it("shows the status, the sessions in both zones (an unscheduled one the artist's to set), the calendar and history", async () => {
    bookedGateway(aBookingInBerlin({ deposit: { ...due, status: 'received', dueAt: null } }));
    renderAppointment();
    expect(await screen.findByRole('heading', { name: 'Your booking with Maya Stone' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: HEALED_TEXTS.checkInTitle })).not.toBeInTheDocument();
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
    const { state, sent } = bookedGateway(aBookingInBerlin(), () =>
      changedTo(state, aBookingInBerlin({ deposit: { ...due, status: 'sent' } })),
    );
    const { user } = renderAppointment();
    expect(await screen.findByText('Venmo @maya-stone, with your name.')).toBeInTheDocument();
    expect(within(deposit()).getByText('Thu, Dec 3, 5:00 AM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have sent it' }));

    expect(await within(deposit()).findByText(/Waiting for Maya Stone to confirm/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have sent it' })).not.toBeInTheDocument();
    expect(actionsSent(sent).map((request) => request.url)).toEqual([
      `/api/bookings/${BOOKING}/deposit/sent`,
    ]);
  });

  it("'Pay deposit' opens Stripe's checkout at the URL the server answered", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const url = 'https://checkout.stripe.test/c/pay/cs_test_1';
    const { sent } = bookedGateway(
      aBookingInBerlin({ deposit: { ...due, provider: 'stripe', instructions: null } }),
      () => ({ body: { url } }),
    );
    const { user } = renderAppointment();
    await user.click(await screen.findByRole('button', { name: 'Pay deposit' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(actionsSent(sent).map((request) => request.url)).toEqual([
      `/api/bookings/${BOOKING}/deposit/checkout`,
    ]);
    expect(screen.queryByRole('button', { name: 'I have sent it' })).not.toBeInTheDocument();
  });

  it('thanks the client back from paying until the payment is confirmed, then says it arrived', async () => {
    const { state } = bookedGateway(
      aBookingInBerlin({ deposit: { ...due, provider: 'stripe', instructions: null } }),
    );
    const { events } = renderAppointment('/my-inquiries/x?deposit=paid');
    expect(await screen.findByText('Thanks! Your payment is being confirmed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Pay deposit' })).not.toBeInTheDocument();

    changedTo(
      state,
      aBookingInBerlin({
        status: 'confirmed',
        deposit: { ...due, status: 'received', dueAt: null, provider: 'stripe' },
      }),
    );
    act(() => events.emit('bookings.booking.updated', { id: BOOKING, inquiryId: INQUIRY }));
    expect(await within(deposit()).findByText('$200 received. Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });

  it('writes out the consequence before cancelling, asks why, and sends the reason', async () => {
    const soon = aBookingInBerlin({
      status: 'confirmed',
      deposit: { ...due, status: 'received', dueAt: null },
      sessions: [
        { n: 1, start: '2026-12-02T16:00:00.000Z', end: '2026-12-02T19:00:00.000Z', status: 'scheduled' },
      ],
    });
    const { state, sent } = bookedGateway(soon, () =>
      changedTo(state, { ...soon, status: 'cancelled', deposit: { ...soon.deposit, status: 'forfeited' } }),
    );
    const { user } = renderAppointment();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(KEPT));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason');
    expect(actionsSent(sent)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Why are you cancelling?' }), 'I moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('This booking was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(deposit()).getByText(/\$200 was kept by Maya Stone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your booking with Maya Stone' })).toHaveFocus(),
    );
    expect(actionsSent(sent).map(({ url, body }) => ({ url, body }))).toEqual([
      { url: `/api/bookings/${BOOKING}/cancel`, body: { reason: 'I moved away' } },
    ]);
  });

  it("says a cancellation well ahead refunds the deposit, and keeps the dialog open with the server's reason when refused", async () => {
    bookedGateway(
      aBookingInBerlin({ status: 'confirmed', deposit: { ...due, status: 'received', dueAt: null } }),
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

  it('leads to the healing check-in once a session is done, and not before', async () => {
    const done = aBookingInBerlin({
      status: 'confirmed',
      deposit: { ...due, status: 'received', dueAt: null },
      sessions: [
        { n: 1, start: SLOT_1, end: '2026-12-10T19:00:00.000Z', status: 'done' },
        { n: 2, start: null, end: null, status: 'unscheduled' },
      ],
    });
    bookedGateway(done);
    renderAppointment();
    expect(await screen.findByRole('link', { name: HEALED_TEXTS.checkInTitle })).toHaveAttribute(
      'href',
      `/my-inquiries/${INQUIRY}/healing`,
    );
  });

  it('offers neither cancel nor calendar once the booking expired', async () => {
    bookedGateway(aBookingInBerlin({ status: 'expired', deposit: { ...due, dueAt: null } }));
    renderAppointment();
    expect(await screen.findByText(/the booking expired and the time was released/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(within(deposit()).getByText('Not paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have sent it' })).not.toBeInTheDocument();
  });
});
