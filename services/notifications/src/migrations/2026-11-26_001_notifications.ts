import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // Auth's accounts as its events tell them: where each person's notifications go (DESIGN §4 projections).
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'uuid')
    .addColumn('studio_id', 'uuid')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index accounts_by_email on accounts (email)`.execute(db);
  await sql`create index accounts_by_artist on accounts (artist_id) where artist_id is not null`.execute(db);
  await sql`create index accounts_by_studio on accounts (studio_id) where studio_id is not null`.execute(db);
  await sql`create index accounts_admins on accounts (role) where role = 'admin'`.execute(db);

  // Catalog's profiles as far as notifications needs them: the last status seen tells an approval from an edit.
  await db.schema
    .createTable('profiles')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('artist', 'studio')`))
    .addColumn('id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('profiles_pk', ['kind', 'id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Insertion order: the bell pages by it (ids are random, timestamps tie within a transaction).
    .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity().notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addUniqueConstraint('notifications_once_per_recipient', ['key', 'email'])
    .execute();
  await sql`create index notifications_of_user on notifications (user_id, seq desc)`.execute(db);
  await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(db);
  await sql`create index notifications_without_account on notifications (email) where user_id is null`.execute(
    db,
  );

  // Only the switches a person turned (all on by default): one row per (address, category).
  await db.schema
    .createTable('email_preferences')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('email_preferences_pk', ['email', 'category'])
    .execute();

  // How often an event waited for a recipient's account: written outside the event's (rolled back) transaction.
  await db.schema
    .createTable('recipient_waits')
    .addColumn('event_id', 'uuid', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['recipient_waits', 'email_preferences', 'notifications', 'profiles', 'accounts'])
    await db.schema.dropTable(table).execute();
}
