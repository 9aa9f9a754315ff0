import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('notification_id', 'uuid')
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('from', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    // Whole while queued and in the embedded mailbox; nulled once an SMTP server accepted it (metadata only).
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('queued').check(sql`status in ('queued', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // Milliseconds, as the service reads timestamps: the mailbox's cursor (created_at, id) compares exactly.
    .addColumn('created_at', 'timestamptz', (c) =>
      c.notNull().defaultTo(sql`date_trunc('milliseconds', now())`),
    )
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // The admin's mailbox reads newest first, all or one status.
  await sql`create index mail_messages_newest on mail_messages (created_at desc, id desc)`.execute(db);
  await sql`create index mail_messages_by_status on mail_messages (status, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('mail_messages').execute();
}
