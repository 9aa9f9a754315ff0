import { type Kysely, sql } from 'kysely';

// Media can now be private (served only through an owner's authorized route); everything stored so far is public.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('media')
    .addColumn('visibility', 'text', (c) =>
      c.notNull().defaultTo('public').check(sql`visibility in ('public', 'private')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('media').dropColumn('visibility').execute();
}
