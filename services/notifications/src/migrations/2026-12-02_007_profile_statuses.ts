import { type Kysely, sql } from 'kysely';

/**
 * Issue 27: every status a profile was seen with, by its `updatedAt`, kept whatever becomes of the event's
 * transaction. An approval told "no change" when it was handled while the profile's application event still waited
 * for its account: that wait rolled the application's snapshot back, so the approval found no status before it and
 * its "profile is live" email was never sent. Filled from the snapshots already kept.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('profile_statuses')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_statuses_pk', ['kind', 'id', 'updated_at'])
    .execute();
  await sql`insert into profile_statuses (kind, id, updated_at, status)
    select kind, id, updated_at, status from profiles`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('profile_statuses').execute();
}
