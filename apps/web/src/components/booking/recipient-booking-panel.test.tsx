import type { Booking } from '@inkbook/contracts/booking';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, SentRequest } from '@/testing/api';
import { aBooking, actionsSent, aSession, fakeBookingsGateway, hoursFromNow } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { RecipientBookingPanel } from './recipient-booking-panel';

/** The panel of `booking`; an action answers what `act` says (the booking unchanged unless told). */
async function renderPanel(
  booking: Booking,
  act: (request: SentRequest) => FakeAnswer = () => ({ body: { booking } }),
) {
  const sent = fakeBookingsGateway({ bookings: [booking] }, act);
  const rendered = renderWithProviders(<RecipientBookingPanel bookingId={booking.id} />);
  await screen.findByRole('heading', { name: 'Sessions' });
  return { sent, ...rendered };
}

const actions = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => !name?.startsWith('History'));

describe('RecipientBookingPanel: the actions each state allows', () => {
  it('awaiting the deposit: mark it received, move the session that has not started, cancel', async () => {
    const booking = aBooking({
      status: 'awaiting_deposit',
      deposit: { ...aBooking().deposit, status: 'sent', method: null, dueAt: hoursFromNow(20) },
    });
    await renderPanel(booking);
    expect(actions()).toEqual(['Mark deposit received', 'Move session 1', 'Cancel booking']);
    expect(screen.getByText('Sent by the client')).toBeInTheDocument();
    expect(screen.getByText('Due by')).toBeInTheDocument();
  });

  it('confirmed, with a session under way: mark it done or a no-show, schedule the next one, cancel', async () => {
    const booking = aBooking({
      sessions: [aSession(1, hoursFromNow(-1)), { n: 2, start: null, end: null, status: 'unscheduled' }],
    });
    await renderPanel(booking);
    expect(actions()).toEqual([
      'Mark done session 1',
      'No-show at session 1',
      'Schedule session 2',
      'Cancel booking',
    ]);
    const second = screen.getByRole('listitem', { name: 'Session 2' });
    expect(within(second).getByText('No time yet')).toBeInTheDocument();
    expect(within(second).getByText('Not scheduled yet')).toBeInTheDocument();
  });

  it('cancelled with the deposit owed back: only Mark refunded', async () => {
    const booking = aBooking({
      status: 'cancelled',
      deposit: { ...aBooking().deposit, status: 'refund_due' },
      sessions: [aSession(1, hoursFromNow(48), { status: 'cancelled' })],
    });
    await renderPanel(booking);
    expect(actions()).toEqual(['Mark refunded']);
  });

  it('completed: nothing left to do', async () => {
    const booking = aBooking({
      status: 'completed',
      sessions: [aSession(1, hoursFromNow(-30), { status: 'done' })],
    });
    await renderPanel(booking);
    expect(actions()).toEqual([]);
  });
});

describe('RecipientBookingPanel', () => {
  it('shows the price range, the deposit, the policy and the collapsed history', async () => {
    const { user } = await renderPanel(aBooking());
    expect(screen.getByText('$300 – $450')).toBeInTheDocument();
    expect(screen.getByText('$100')).toBeInTheDocument();
    expect(screen.getByText('Venmo')).toBeInTheDocument();
    expect(screen.getByText('Give 48 hours notice.')).toBeInTheDocument();
    expect(screen.getByText('48 hours')).toBeInTheDocument();

    const history = screen.getByRole('button', { name: 'History (1)' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await user.click(history);
    expect(await screen.findByText('Picked a time')).toBeInTheDocument();
  });

  it("names the booking's time zone beside a time shown in another zone", async () => {
    const start = '2030-06-10T22:00:00.000Z';
    await renderPanel(aBooking({ sessions: [aSession(1, start)], timeZone: 'Asia/Tokyo' }));
    const session = screen.getByRole('listitem', { name: 'Session 1' });
    expect(within(session).getByText('7:00 AM – 10:00 AM Asia/Tokyo')).toBeInTheDocument();
  });

  it('asks how the deposit was paid and sends that method', async () => {
    const booking = aBooking({
      status: 'awaiting_deposit',
      deposit: { ...aBooking().deposit, status: 'due', method: null, dueAt: hoursFromNow(20) },
    });
    const received = { ...booking, status: 'confirmed' as const };
    received.deposit = { ...booking.deposit, status: 'received', method: 'Bank transfer', dueAt: null };
    const { user, sent } = await renderPanel(booking, () => ({ body: { booking: received } }));

    await user.click(screen.getByRole('button', { name: 'Mark deposit received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the deposit received' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(within(dialog).getByText('Please say how the deposit was paid')).toBeInTheDocument();
    expect(actionsSent(sent)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Bank transfer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actionsSent(sent)).toEqual([
      {
        method: 'POST',
        url: `/api/bookings/${booking.id}/deposit/received`,
        body: { method: 'Bank transfer' },
      },
    ]);
    expect(await screen.findByText('Paid by')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });

  it('sends a method typed under Other', async () => {
    const booking = aBooking({
      status: 'awaiting_deposit',
      deposit: { ...aBooking().deposit, status: 'due', method: null, dueAt: hoursFromNow(20) },
    });
    const { user, sent } = await renderPanel(booking);
    await user.click(screen.getByRole('button', { name: 'Mark deposit received' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Payment method' }), ' Zelle ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(actionsSent(sent)).toHaveLength(1));
    expect(actionsSent(sent)[0]?.body).toEqual({ method: 'Zelle' });
  });

  it("moves a session to the instant a date and time name in the booking's time zone", async () => {
    const booking = aBooking({ timeZone: 'America/Chicago' });
    const { user, sent } = await renderPanel(booking);
    await user.click(screen.getByRole('button', { name: 'Move session 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move session 1' });
    const date = within(dialog).getByLabelText('Date (America/Chicago)');
    const time = within(dialog).getByLabelText('Time (America/Chicago)');
    await user.clear(date);
    await user.type(date, '2030-06-10');
    await user.clear(time);
    await user.type(time, '17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(actionsSent(sent)).toHaveLength(1));
    // 17:00 in Chicago in June (CDT, UTC−5) is 22:00 UTC.
    expect(actionsSent(sent)[0]).toEqual({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/sessions/1`,
      body: { start: '2030-06-10T22:00:00.000Z' },
    });
  });

  it("shows the server's refusal as it comes", async () => {
    const booking = aBooking({ sessions: [aSession(1, hoursFromNow(-1))] });
    const refusal = 'This session is already done';
    const { user } = await renderPanel(booking, () => ({ status: 409, body: { message: refusal } }));
    await user.click(screen.getByRole('button', { name: 'Mark done session 1' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText("Couldn't mark the session done")).toBeInTheDocument();
  });

  it("cancels with a reason, having said the client's deposit will be owed back", async () => {
    const booking = aBooking();
    const { user, sent } = await renderPanel(booking);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent("The client's $100 deposit will be owed back to them");

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'I am ill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(actionsSent(sent)).toHaveLength(1));
    expect(actionsSent(sent)[0]).toEqual({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      body: { reason: 'I am ill' },
    });
  });
});
