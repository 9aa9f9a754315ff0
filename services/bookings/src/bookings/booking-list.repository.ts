import type { BookingStatus, InquiryKind } from '@inkbook/contracts/booking-rules';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { BookingsDatabase, BookingsDb } from '../db';
import type { BookingRow } from './booking.table';

// GET /api/bookings (kysely only): one person's bookings in the order of their first session (bookings with no
// time last), paged by that position. Each side a person is on (their client bookings, their artist's, their
// studio's) is read on its own index (bookings_client, bookings_recipient; bookings_first_start for admins) and
// the pages are merged, so an artist with thousands of bookings costs one short index range per page.

/** Whose bookings: the client's account, an artist's or a studio's (as the recipient), or everyone's (admins). */
export type ListScope = { clientUserId: string } | { kind: InquiryKind; recipientId: string } | 'all';

export interface ListFilters {
  status?: BookingStatus | undefined;
  inquiryId?: string | undefined;
  /** A booking with a session that is not cancelled starting in [from, to) (ISO-8601 instants). */
  from?: string | undefined;
  to?: string | undefined;
}

/** A position in the list: after this booking (`firstStart` null: among those with no time, ordered by id). */
export interface ListPosition {
  firstStart: string | null;
  id: string;
}

type Query = SelectQueryBuilder<BookingsDatabase, 'bookings', BookingRow>;

function scoped(db: BookingsDb, scope: ListScope, filters: ListFilters): Query {
  let query = db.selectFrom('bookings').selectAll();
  if (scope !== 'all')
    query =
      'clientUserId' in scope
        ? query.where('client_user_id', '=', scope.clientUserId)
        : query.where('recipient_id', '=', scope.recipientId).where('inquiry_kind', '=', scope.kind);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.inquiryId) query = query.where('inquiry_id', '=', filters.inquiryId);
  const { from, to } = filters;
  if (!from && !to) return query;
  // No session starts before the booking's first start: bookings that begin after `to` are skipped on the index.
  if (to) query = query.where('first_start', '<', to);
  return query.where(({ exists, selectFrom }: ExpressionBuilder<BookingsDatabase, 'bookings'>) =>
    exists(
      selectFrom('booking_sessions as s')
        .select('s.n')
        .whereRef('s.booking_id', '=', 'bookings.id')
        .where('s.status', '<>', 'cancelled')
        .$if(!!from, (q) => q.where('s.start_at', '>=', from as string))
        .$if(!!to, (q) => q.where('s.start_at', '<', to as string)),
    ),
  );
}

/**
 * Up to `limit` bookings of `scope` after `after`, in list order. The dated ones (keyset on (first_start, id)) and
 * then, when the page has room, the undated ones (by id): two index ranges instead of one OR the index cannot use.
 */
export async function listPage(
  db: BookingsDb,
  scope: ListScope,
  filters: ListFilters,
  after: ListPosition | null,
  limit: number,
): Promise<BookingRow[]> {
  const dated =
    after && after.firstStart === null
      ? []
      : await scoped(db, scope, filters)
          .where('first_start', 'is not', null)
          .$if(!!after, (q) =>
            q.where((eb) =>
              eb(
                eb.refTuple('first_start', 'id'),
                '>',
                eb.tuple(after?.firstStart as string, after?.id as string),
              ),
            ),
          )
          .orderBy('first_start')
          .orderBy('id')
          .limit(limit)
          .execute();
  if (dated.length === limit) return dated;
  const undated = await scoped(db, scope, filters)
    .where('first_start', 'is', null)
    .$if(after?.firstStart === null, (q) => q.where('id', '>', after?.id as string))
    .orderBy('id')
    .limit(limit - dated.length)
    .execute();
  return [...dated, ...undated];
}
