import type { Kysely } from 'kysely';

/**
 * rate-limiter-flexible's Postgres store (tableCreated: true) for the per-address upload limit: a client's healed
 * photos are decoded like any upload (issue 24), so they count as catalog's and inquiries' uploads do (issue 29).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('booking_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('booking_limits').execute();
}
