import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // An email's files (a booking confirmation's .ics), whole while queued and in the embedded mailbox like its
  // parts; nulled with them once an SMTP server accepted it.
  await db.schema
    .alterTable('mail_messages')
    .addColumn('attachments', 'jsonb', (c) => c.defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('mail_messages').dropColumn('attachments').execute();
}
