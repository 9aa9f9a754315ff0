import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // Null until the owner proves the address is theirs (a verification or reset link). Accounts made before this
  // release stay unverified: nobody has shown they own them.
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();

  // Single-use links mailed to an account's address (verify-email, reset-password, take-over). Only a hash of the
  // token is stored, as for sessions: a leaked table opens no account.
  await db.schema
    .createTable('link_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  // The take-over limit asks when an account's last link of a purpose was issued.
  await db.schema
    .createIndex('link_tokens_user_purpose')
    .on('link_tokens')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('link_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
