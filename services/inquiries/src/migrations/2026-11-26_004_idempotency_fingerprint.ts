import { type Kysely, sql } from 'kysely';

/**
 * Each kept answer remembers a fingerprint of its request, so the same Idempotency-Key with another body is refused
 * (issue 29). The answers kept so far go: they were scoped by address alone (any sender on it could replay them,
 * the leak this fixes) and had no fingerprint; they are only kept a day for retries anyway.
 */
export async function up(db: Kysely<unknown>) {
  await sql`delete from idempotency_keys`.execute(db);
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('idempotency_keys').dropColumn('fingerprint').execute();
}
