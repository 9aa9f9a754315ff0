import type { Kysely } from 'kysely';

/** An admin's optional reason for a rejection (issue 25), kept while the profile stays rejected. */
export async function up(db: Kysely<unknown>) {
  for (const table of ['artists', 'studios'])
    await db.schema.alterTable(table).addColumn('rejection_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['artists', 'studios'])
    await db.schema.alterTable(table).dropColumn('rejection_reason').execute();
}
