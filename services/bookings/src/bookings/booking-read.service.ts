import type { Booking, BookingListQuery } from '@inkbook/contracts/booking';
import { BOOKING_NOT_FOUND } from '@inkbook/contracts/booking-rules';
import { isUuid } from '@inkbook/contracts/fields';
import { isArtistRole, isStudioRole, type SessionUser } from '@inkbook/contracts/identity';
import { notFound } from '@inkbook/service-kit';
import type { BookingsDb } from '../db';
import { assertReads } from './booking.access';
import { bookingsOf, findBookingRow } from './booking.repository';
import type { BookingRow } from './booking.table';
import { decodeCursor, encodeCursor } from './booking-cursor';
import { type ListScope, listPage } from './booking-list.repository';

/** GET /api/bookings/{id}: its two sides and admins; anyone else 404. */
export async function readBooking(
  db: BookingsDb,
  user: SessionUser,
  id: string,
): Promise<{ booking: Booking }> {
  const row = assertReads(user, isUuid(id) ? await findBookingRow(db, id) : undefined);
  const [booking] = await bookingsOf(db, [row]);
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return { booking };
}

/** Every side `user` has bookings on: as a client (any account may book), as their artist, as their studio. */
function scopesOf(user: SessionUser): ListScope[] {
  if (user.role === 'admin') return ['all'];
  return [
    { clientUserId: user.id },
    ...(isArtistRole(user.role) && user.artistId
      ? [{ kind: 'artist' as const, recipientId: user.artistId }]
      : []),
    ...(isStudioRole(user.role) && user.studioId
      ? [{ kind: 'studio' as const, recipientId: user.studioId }]
      : []),
  ];
}

/** List order: by first session start, bookings with no time last, then by id (as Postgres orders uuids). */
const byPosition = (a: BookingRow, b: BookingRow) => {
  const [at, bt] = [a.first_start, b.first_start].map((start) => (start ? Date.parse(start) : null));
  if (at !== null && bt !== null && at !== bt) return (at as number) - (bt as number);
  if ((at === null) !== (bt === null)) return at === null ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/** GET /api/bookings: the signed-in person's bookings, one page of `limit` after `after`, with the next cursor. */
export async function listBookings(db: BookingsDb, user: SessionUser, query: BookingListQuery) {
  const after = query.after ? decodeCursor(query.after) : null;
  const filters = {
    status: query.status,
    inquiryId: query.inquiryId,
    from: query.from,
    to: query.to,
  };
  // One more than the page tells whether another follows.
  const pages = await Promise.all(
    scopesOf(user).map((scope) => listPage(db, scope, filters, after, query.limit + 1)),
  );
  // A booking of an account with its own profile (both sides) comes from two scopes: keep it once.
  const rows = [...new Map(pages.flat().map((row) => [row.id, row])).values()]
    .sort(byPosition)
    .slice(0, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    bookings: await bookingsOf(db, page),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ firstStart: last.first_start, id: last.id }) : null,
  };
}
