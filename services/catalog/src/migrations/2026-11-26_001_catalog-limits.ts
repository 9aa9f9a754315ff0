import type { Kysely } from 'kysely';

// Catalog's rate limits (issue 29: uploads per address), in rate-limiter-flexible's Postgres store shape
// (tableCreated: true) so every replica shares the counts. One table for all of catalog's limits: each count is a
// key prefix in it.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('catalog_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('catalog_limits').execute();
}
