import { enqueueEvent } from '@inkbook/service-kit';
import type { BookingsTrx } from '../db';
import type { BookingRow } from './booking.table';
import { outcomeCounts } from './booking-changes.repository';

/**
 * A client's track record (issue 23 item 10) changed: a booking of theirs just got its outcome. Publishes their
 * counts over every booking with that email, with any artist or studio, in the outcome's transaction (inquiries
 * keeps them for recipients: counts only, never who or when).
 */
export async function publishClientRecord(
  trx: BookingsTrx,
  row: Pick<BookingRow, 'client_email' | 'client_user_id'>,
) {
  await enqueueEvent(trx, 'bookings.client-record.updated', {
    clientEmail: row.client_email.toLowerCase(),
    clientUserId: row.client_user_id,
    ...(await outcomeCounts(trx, row.client_email)),
  });
}
