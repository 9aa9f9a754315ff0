import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // When each conversation (inquiry) last emailed each address: its messages email at most once per interval.
  await db.schema
    .createTable('message_email_throttle')
    .addColumn('inquiry_id', 'uuid', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('last_emailed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_email_throttle_pk', ['inquiry_id', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('message_email_throttle').execute();
}
