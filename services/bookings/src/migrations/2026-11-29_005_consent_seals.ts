import { type Kysely, sql } from 'kysely';

/**
 * Issue 27 item 5: a deleted client's signed consent forms are sealed (only an admin may open them) until
 * `erase_after`, when the retention job erases them. Additive: a replica of the release before never reads it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('consent_seals')
    .addColumn('booking_id', 'uuid', (c) => c.primaryKey())
    .addColumn('sealed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('erase_after', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('consent_seals').execute();
}
