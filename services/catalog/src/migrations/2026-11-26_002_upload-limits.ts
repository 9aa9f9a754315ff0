import type { Kysely } from 'kysely';

/** rate-limiter-flexible's Postgres store (tableCreated: true) for the per-address upload limit (issue 29). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('upload_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('upload_limits').execute();
}
