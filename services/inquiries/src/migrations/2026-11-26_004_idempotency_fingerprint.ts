import type { Kysely } from 'kysely';

/**
 * Each kept answer remembers a fingerprint of its request, so the same Idempotency-Key with another body is refused
 * (issue 29). Additive, for a rolling update: the column is nullable, so a replica of the release before keeps
 * writing its rows, and the rows it kept stay. Those were scoped by address alone; the new scopes (the session's
 * user, or the address with the email) never name them, and a row without a fingerprint is never replayed (422).
 * They age out within a day.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('idempotency_keys').dropColumn('fingerprint').execute();
}
