import { type Kysely, sql } from 'kysely';

/**
 * An inquiry's conversation (issue 23). One table for both inquiry kinds, so a message names its inquiry by id and
 * kind (no foreign key: the inquiry lives in one of two tables; deleting an inquiry deletes its messages in the
 * same transaction). `created_at` keeps milliseconds only, so the ISO time a cursor carries is the stored value
 * exactly and paging never skips or repeats a message. Attachments are private media hashes, like the inquiry's
 * own photos.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('inquiry_id', 'uuid', (c) => c.notNull())
    .addColumn('inquiry_kind', 'text', (c) => c.notNull().check(sql`inquiry_kind in ('artist', 'studio')`))
    .addColumn('author_role', 'text', (c) =>
      c.notNull().check(sql`author_role in ('client', 'artist', 'studio', 'system')`),
    )
    .addColumn('author_user_id', 'uuid')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachments', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A thread is read oldest first, paged by (created_at, id).
  await sql`create index messages_thread on messages (inquiry_id, created_at, id)`.execute(db);
  // Whether a photo is still held by some message, when an inquiry's photos are released on delete.
  await sql`create index messages_attachments on messages using gin (attachments)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('messages').execute();
}
