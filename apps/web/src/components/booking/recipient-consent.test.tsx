import { CONSENT_DUE_HOURS_BEFORE } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking, aSession, fakeBookingsGateway, hoursFromNow, useViewerZone } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { useLiveBookings } from './booking-api';
import { RecipientBookingPanel } from './recipient-booking-panel';

/** The panel's consent part, once the booking has loaded. */
async function consentOf(booking: Booking) {
  fakeBookingsGateway({ bookings: [booking] });
  renderWithProviders(<RecipientBookingPanel bookingId={booking.id} />);
  return screen.findByRole('region', { name: 'Consent form' });
}

/** Session 1 on Wednesday 11 December 2030, 16:00 UTC; its form due 24 hours before. */
const SESSION_1 = '2030-12-11T16:00:00.000Z';
const DUE_AT = '2030-12-10T16:00:00.000Z';

describe("RecipientBookingPanel: the consent form's standing", () => {
  useViewerZone('America/Chicago');

  it('awaiting the deposit: not due yet, and no PDF', async () => {
    const consent = await consentOf(
      aBooking({
        status: 'awaiting_deposit',
        sessions: [aSession(1, SESSION_1)],
        consent: { status: 'not_due', dueAt: DUE_AT, signedAt: null },
      }),
    );
    expect(within(consent).getByRole('status')).toHaveTextContent('Consent: not due yet');
    expect(within(consent).queryByRole('link')).not.toBeInTheDocument();
  });

  it('confirmed: due by its time, in the viewer’s zone', async () => {
    const consent = await consentOf(
      aBooking({
        sessions: [aSession(1, SESSION_1)],
        consent: { status: 'due', dueAt: DUE_AT, signedAt: null },
      }),
    );
    expect(within(consent).getByRole('status')).toHaveTextContent('Consent due by Tue, Dec 10, 10:00 AM');
    expect(within(consent).queryByText(/overdue/)).not.toBeInTheDocument();
  });

  it('due and past its time: overdue, saying when it was due', async () => {
    const dueAt = hoursFromNow(-3);
    const consent = await consentOf(
      aBooking({
        sessions: [aSession(1, hoursFromNow(21))],
        consent: { status: 'due', dueAt, signedAt: null },
      }),
    );
    expect(within(consent).getByRole('status')).toHaveTextContent('Consent overdue');
    const said = within(consent).getByText(/^It was due by /);
    expect(said).toHaveTextContent(`${CONSENT_DUE_HOURS_BEFORE} hours before session 1`);
  });

  it('turns overdue on screen when its time passes while the panel is open', async () => {
    const consent = await consentOf(
      aBooking({
        consent: { status: 'due', dueAt: new Date(Date.now() + 600).toISOString(), signedAt: null },
      }),
    );
    expect(within(consent).getByRole('status')).toHaveTextContent(/^Consent due by /);
    expect(await within(consent).findByText('Consent overdue', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('signed: the time it was signed and the PDF to download', async () => {
    const booking = aBooking({
      sessions: [aSession(1, SESSION_1)],
      consent: { status: 'signed', dueAt: DUE_AT, signedAt: '2030-12-08T21:30:00.000Z' },
    });
    const consent = await consentOf(booking);
    expect(within(consent).getByRole('status')).toHaveTextContent('Consent signed Sun, Dec 8, 3:30 PM');
    const pdf = within(consent).getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `/api/bookings/${booking.id}/consent.pdf`);
    expect(pdf).toHaveAttribute('download');
  });

  it('a booking that closed unsigned says so rather than "not due yet"', async () => {
    const consent = await consentOf(
      aBooking({ status: 'cancelled', consent: { status: 'not_due', dueAt: DUE_AT, signedAt: null } }),
    );
    expect(within(consent).getByRole('status')).toHaveTextContent('Consent: not signed');
  });
});

/** The panel where a dashboard shows it: the dialog around it keeps the bookings live. */
function LivePanel({ bookingId }: { bookingId: string }) {
  useLiveBookings();
  return <RecipientBookingPanel bookingId={bookingId} />;
}

it("shows the client's signature live: the booking's consent_signed event reads the booking again", async () => {
  const events = stubServerEvents();
  const booking = aBooking({ consent: { status: 'due', dueAt: hoursFromNow(20), signedAt: null } });
  const state = { bookings: [booking] };
  fakeBookingsGateway(state);
  renderWithProviders(<LivePanel bookingId={booking.id} />);
  const consent = await screen.findByRole('region', { name: 'Consent form' });
  expect(within(consent).getByRole('status')).toHaveTextContent(/^Consent due by /);

  const signed: Booking = {
    ...booking,
    consent: { ...booking.consent, status: 'signed', signedAt: hoursFromNow(0) },
  };
  state.bookings = [signed];
  act(() => events.emit('bookings.booking.updated', { ...signed, change: 'consent_signed', by: 'client' }));
  expect(await within(consent).findByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  expect(within(consent).getByRole('status')).toHaveTextContent(/^Consent signed /);
});
