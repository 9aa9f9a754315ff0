import { BOOKING_NOT_FOUND } from '@inkbook/contracts/booking-rules';
import { isUuid } from '@inkbook/contracts/fields';
import type { SessionUser } from '@inkbook/contracts/identity';
import { notFound } from '@inkbook/service-kit';
import { findBookingRow } from '../bookings/booking.repository';
import type { BookingRow } from '../bookings/booking.table';
import type { BookingsDb } from '../db';

/** Who a signed-in person is to a booking. */
export type BookingParty = 'client' | 'recipient' | 'admin';

/**
 * The booking's client (the inquiry's account), its recipient (the inquiry's artist or studio, by the booking's
 * kind), an admin, or nobody (null).
 */
export function partyOf(
  user: SessionUser,
  row: Pick<BookingRow, 'client_user_id' | 'inquiry_kind' | 'recipient_id'>,
): BookingParty | null {
  if (row.client_user_id !== null && row.client_user_id === user.id) return 'client';
  const ownId = row.inquiry_kind === 'artist' ? user.artistId : user.studioId;
  if (ownId === row.recipient_id) return 'recipient';
  return user.role === 'admin' ? 'admin' : null;
}

/**
 * The booking `id` names and who `user` is to it. No such booking, a malformed id, or a person who is nobody to
 * it: 404 alike, so a stranger learns nothing of it.
 */
export async function bookingOf(db: BookingsDb, user: SessionUser, id: string) {
  const row = isUuid(id) ? await findBookingRow(db, id) : undefined;
  const party = row && partyOf(user, row);
  if (!row || !party) throw notFound(BOOKING_NOT_FOUND);
  return { row, party };
}
