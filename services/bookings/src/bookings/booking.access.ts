import { BOOKING_NOT_FOUND, type BookingActor } from '@inkbook/contracts/booking-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { forbidden, notFound } from '@inkbook/service-kit';
import { sidesOf as sidesOfParties } from '../shared/parties';
import type { BookingRow } from './booking.table';
import {
  ADMIN_READS_BOOKINGS,
  type BookingAction,
  type BookingSide,
  forbiddenMessage,
  takerOf,
} from './booking.transitions';

// Who may read and act on a booking (issue 23 item 5): its two sides, the client (the inquiry's account) and the
// recipient (the artist of an artist inquiry, the studio of a studio inquiry); admins read every booking and
// change none (403); anyone else is not told it exists (404). Enforced on every route, where the bookings live.

type Parties = Pick<BookingRow, 'client_user_id' | 'inquiry_kind' | 'recipient_id'>;

/** The sides `user` is on (shared/parties.ts decides, from the booking's row). */
export const sidesOf = (user: SessionUser, row: Parties): BookingSide[] =>
  sidesOfParties(user, {
    kind: row.inquiry_kind,
    recipientId: row.recipient_id,
    clientUserId: row.client_user_id,
  });

/** The booking for its sides and admins; 404 for anyone else (and for no booking). */
export function assertReads<R extends Parties>(user: SessionUser, row: R | undefined): R {
  if (!row || (sidesOf(user, row).length === 0 && user.role !== 'admin')) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/**
 * The side `user` takes `action` as: a stranger 404, an admin 403, the side that may not take it 403. Whether the
 * booking's state allows it is the transitions table's, asked afterwards (a 409 tells a stranger nothing).
 */
export function assertActs<R extends Parties>(
  user: SessionUser,
  row: R | undefined,
  action: BookingAction,
): { row: R; side: BookingSide } {
  const sides = row ? sidesOf(user, row) : [];
  if (!row || (sides.length === 0 && user.role !== 'admin')) throw notFound(BOOKING_NOT_FOUND);
  if (sides.length === 0) throw forbidden(ADMIN_READS_BOOKINGS);
  const side = takerOf(action, sides);
  if (!side) throw forbidden(forbiddenMessage(action));
  return { row, side };
}

/** How a side appears in the booking's history: the client, or the recipient as the artist or the studio it is. */
export const actorOf = (side: BookingSide, row: Pick<BookingRow, 'inquiry_kind'>): BookingActor =>
  side === 'client' ? 'client' : row.inquiry_kind;
