import { createMediaTables } from '@inkbook/media/migration';
import { type Kysely, sql } from 'kysely';

/**
 * Issue 24: consent templates (every saved version kept), signed consent forms (never changed: no update path and a
 * trigger that refuses one), the owner's aftercare text, and healed photos (private media in this schema).
 * Additive: a replica of the release before neither reads nor writes these.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('consent_templates')
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('artist', 'studio')`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    /** 2 for the first save: version 1 is the default nobody saved. */
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 2`))
    .addColumn('title', 'text', (c) => c.notNull())
    /** `[{ id, text }]`, in order. */
    .addColumn('statements', 'jsonb', (c) => c.notNull())
    .addColumn('minimum_age', 'integer', (c) => c.notNull().check(sql`minimum_age between 16 and 25`))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('consent_templates_pk', ['owner_kind', 'owner_id', 'version'])
    .execute();

  await db.schema
    .createTable('consent_forms')
    .addColumn('booking_id', 'uuid', (c) => c.primaryKey().references('bookings.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('statements', 'jsonb', (c) => c.notNull())
    .addColumn('minimum_age', 'integer', (c) => c.notNull())
    /** The exact text signed (`consentText`) and the hex SHA-256 of its UTF-8 bytes. */
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('acknowledgements', sql`text[]`, (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('signed_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  // A signed form is never changed (DESIGN §5): the database refuses an update, whatever the code does.
  await sql`
    create function consent_forms_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'a signed consent form is never changed';
    end $$`.execute(db);
  await sql`
    create trigger consent_forms_immutable before update on consent_forms
    for each row execute function consent_forms_immutable()`.execute(db);

  await db.schema
    .alterTable('booking_settings')
    /** Null: the default aftercare text (DEFAULT_AFTERCARE). */
    .addColumn('aftercare', 'text')
    .execute();

  await db.schema
    .createTable('healed_photos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id'))
    /** The private media hash (this schema's `media`). */
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('allow_public', 'boolean', (c) => c.notNull())
    .addColumn('published_at', sql`timestamptz(3)`)
    /** The portfolio image it became. */
    .addColumn('portfolio_url', 'text')
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('healed_photos_booking')
    .on('healed_photos')
    .columns(['booking_id', 'created_at'])
    .execute();

  await createMediaTables(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('media_variants').execute();
  await db.schema.dropTable('media').execute();
  await db.schema.dropTable('healed_photos').execute();
  await db.schema.alterTable('booking_settings').dropColumn('aftercare').execute();
  await db.schema.dropTable('consent_forms').execute();
  await sql`drop function consent_forms_immutable()`.execute(db);
  await db.schema.dropTable('consent_templates').execute();
}
