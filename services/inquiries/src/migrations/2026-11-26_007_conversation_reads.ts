import { type Kysely, sql } from 'kysely';

/**
 * How far each side of an inquiry's conversation has read it (issue 23: the recipient's unread messages). One row
 * per (inquiry kind, id, reader side), holding the time of the last message that side has read: a message is unread
 * when it is newer. `read_at` keeps milliseconds, like `messages.created_at`, so the comparison is exact. Rows go
 * with their inquiry's delete.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('conversation_reads')
    .addColumn('inquiry_kind', 'text', (c) => c.notNull().check(sql`inquiry_kind in ('artist', 'studio')`))
    .addColumn('inquiry_id', 'uuid', (c) => c.notNull())
    .addColumn('reader_side', 'text', (c) => c.notNull().check(sql`reader_side in ('recipient', 'client')`))
    .addColumn('read_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_reads_pkey', ['inquiry_id', 'inquiry_kind', 'reader_side'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('conversation_reads').execute();
}
