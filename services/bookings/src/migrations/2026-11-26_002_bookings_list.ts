import { type Kysely, sql } from 'kysely';

/**
 * GET /api/bookings stays a short index range per page however many bookings there are (issue 23's measure: an
 * artist with 5,000): 001's bookings_recipient and bookings_client serve the plain list of one side; these serve
 * the rest.
 */
export async function up(db: Kysely<unknown>) {
  // An admin's list (every booking, in list order).
  await sql`create index bookings_first_start on bookings (first_start, id)`.execute(db);
  // A side's list by status (upcoming confirmed ones, not past thousands of completed ones first).
  await sql`create index bookings_recipient_status on bookings (recipient_id, status, first_start, id)`.execute(
    db,
  );
  await sql`create index bookings_client_status on bookings (client_user_id, status, first_start, id)
    where client_user_id is not null`.execute(db);
  // `from`/`to` (a week view): the sessions starting in the range, whoever's, are found first.
  await sql`create index booking_sessions_starts on booking_sessions (start_at)
    where start_at is not null and status <> 'cancelled'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const index of [
    'booking_sessions_starts',
    'bookings_client_status',
    'bookings_recipient_status',
    'bookings_first_start',
  ])
    await sql`drop index ${sql.ref(index)}`.execute(db);
}
