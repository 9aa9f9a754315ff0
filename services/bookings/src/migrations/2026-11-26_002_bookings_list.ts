import { type Kysely, sql } from 'kysely';

/**
 * An admin's GET /api/bookings reads every booking in list order (first session start, then id): this index is
 * that order, so a page is a short range however many bookings there are. The other sides have theirs in 001
 * (bookings_client, bookings_recipient).
 */
export async function up(db: Kysely<unknown>) {
  await sql`create index bookings_first_start on bookings (first_start, id)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index bookings_first_start`.execute(db);
}
