import type { Kysely } from 'kysely';

/**
 * A client's track record (issue 23 item 10), kept from bookings' `bookings.client-record.updated`: counts only,
 * keyed by the lower-cased email the client's inquiries carry (a client without an account has only that; an
 * inquiry's `client_user_id` is null then).
 * `occurred_at` is the event's time, so a late, older event never overwrites newer counts.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('client_records')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('late_cancellations', 'integer', (c) => c.notNull())
    .addColumn('no_shows', 'integer', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('client_records').execute();
}
