import { type Kysely, sql } from 'kysely';

/**
 * Issue 26 in the inquiries service. The recipients' projection keeps what the send gate needs of catalog's books
 * (status, request cap, when they last opened) and, for artists, each flash piece's details keyed by its canonical
 * URL (price, size, one-off or not, claimed). `waitlist_entries` is the fair queue: one waiting entry per email and
 * recipient (`email_key`), an invite kept only as its token's hash; an entry whose invite was used stays, marked,
 * so its link can say 'used'. Additive: a replica of the release before ignores the new columns and table.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of ['approved_artists', 'approved_studios'])
    await db.schema
      .alterTable(table)
      .addColumn('books_status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('books_request_cap', 'integer')
      .addColumn('books_opened_at', 'timestamptz')
      .execute();
  await db.schema
    .alterTable('approved_artists')
    .addColumn('flash', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('artist_id', 'uuid')
    .addColumn('studio_id', 'uuid')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('idea', 'text', (c) => c.notNull())
    .addColumn('size', 'text')
    .addColumn('preferred_months', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('invite_token_hash', 'text', (c) => c.unique())
    .addColumn('invited_at', 'timestamptz')
    .addColumn('invite_expires_at', 'timestamptz')
    .addColumn('invite_used_at', 'timestamptz')
    .addCheckConstraint('waitlist_entries_one_recipient', sql`num_nonnulls(artist_id, studio_id) = 1`)
    .execute();
  // One waiting entry per person and recipient (joins lock the recipient first; these are the backstop), and the
  // queue's order.
  for (const column of ['artist_id', 'studio_id']) {
    await db.schema
      .createIndex(`waitlist_entries_${column}_email_key`)
      .on('waitlist_entries')
      .columns([column, 'email_key'])
      .unique()
      .where(sql.ref('invite_used_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex(`waitlist_entries_${column}_created_at`)
      .on('waitlist_entries')
      .columns([column, 'created_at'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('waitlist_entries').execute();
  await db.schema.alterTable('approved_artists').dropColumn('flash').execute();
  for (const table of ['approved_artists', 'approved_studios'])
    await db.schema
      .alterTable(table)
      .dropColumn('books_status')
      .dropColumn('books_request_cap')
      .dropColumn('books_opened_at')
      .execute();
}
