import type { BookingChange } from '@inkbook/contracts/booking';
import { type BookingActor, confirmsBooking } from '@inkbook/contracts/booking-rules';
import { enqueueEvent } from '@inkbook/service-kit';
import { calendarOf } from '../calendars/booking-ics';
import type { BookingsTrx } from '../db';
import { settingsOf } from '../settings/settings.service';
import { findBookingRow, loadBooking, sessionRowsOf } from './booking.repository';
import { bookingCalendarSessions } from './booking-calendar';

/**
 * Publishes a booking as it now is (created, or what changed and who changed it) through the outbox, in the
 * change's transaction: the gateway shows it to both parties, notifications tells them. A confirmation carries the
 * booking's calendar for the email's attachment; a finished session, the aftercare the client is sent (issue 24).
 */
export async function publishBooking(
  trx: BookingsTrx,
  bookingId: string,
  change: BookingChange,
  by: BookingActor,
) {
  const row = await findBookingRow(trx, bookingId);
  const booking = await loadBooking(trx, bookingId);
  if (!row || !booking) throw new Error(`booking ${bookingId} vanished in its own transaction`);
  // The booking is confirmed by this change (at once for a deposit of 0, or when the deposit arrives).
  const ics = confirmsBooking(booking.status, change)
    ? calendarOf(
        `Tattoo with ${row.recipient_name}`,
        bookingCalendarSessions(row, await sessionRowsOf(trx, [bookingId])),
      )
    : null;
  const aftercare =
    change === 'session_completed' || change === 'completed'
      ? (await settingsOf(trx, row.inquiry_kind, row.recipient_id)).aftercare
      : null;
  await enqueueEvent(trx, change === 'created' ? 'bookings.booking.created' : 'bookings.booking.updated', {
    ...booking,
    recipientArtistId: row.inquiry_kind === 'artist' ? row.recipient_id : null,
    recipientStudioId: row.inquiry_kind === 'studio' ? row.recipient_id : null,
    clientUserId: row.client_user_id,
    clientEmail: row.client_email,
    change,
    by,
    ics,
    aftercare,
  });
  return booking;
}
