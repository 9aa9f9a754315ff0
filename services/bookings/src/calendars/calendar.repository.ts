import type { BookingsDb, BookingsTrx } from '../db';
import type { Owner } from '../shared/parties';

// Calendar feeds (kysely only): one row per artist or studio with its version and the current token's hash.

/** Creates the owner's feed at version 1 unless it has one (the first GET of its URL). */
export async function createFeedIfMissing(db: BookingsDb, owner: Owner, tokenHash: string) {
  await db
    .insertInto('calendar_feeds')
    .values({ owner_kind: owner.kind, owner_id: owner.id, token_hash: tokenHash })
    .onConflict((oc) => oc.columns(['owner_kind', 'owner_id']).doNothing())
    .execute();
}

export const findFeed = (db: BookingsDb, owner: Owner, { forUpdate = false } = {}) => {
  const query = db
    .selectFrom('calendar_feeds')
    .selectAll()
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirstOrThrow();
};

export const findFeedByHash = (db: BookingsDb, tokenHash: string) =>
  db.selectFrom('calendar_feeds').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export async function setFeedVersion(trx: BookingsTrx, owner: Owner, version: number, tokenHash: string) {
  await trx
    .updateTable('calendar_feeds')
    .set({ version, token_hash: tokenHash })
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .execute();
}

/**
 * Every session with a time, scheduled or done, of the bookings the owner received (as the inquiry's artist or
 * studio) that are still on: awaiting the deposit, confirmed or completed. Ordered by start.
 */
export const feedRows = (db: BookingsDb, owner: Owner) =>
  db
    .selectFrom('bookings as b')
    .innerJoin('booking_sessions as s', 's.booking_id', 'b.id')
    .selectAll('s')
    .select([
      'b.id',
      'b.recipient_name',
      'b.client_name',
      'b.concept',
      'b.location',
      'b.status as booking_status',
    ])
    .where('b.inquiry_kind', '=', owner.kind)
    .where('b.recipient_id', '=', owner.id)
    .where('b.status', 'in', ['awaiting_deposit', 'confirmed', 'completed'])
    .where('s.status', 'in', ['scheduled', 'done'])
    .where('s.start_at', 'is not', null)
    .orderBy('s.start_at')
    .execute();
