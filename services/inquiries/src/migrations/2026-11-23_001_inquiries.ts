import { createMediaTables } from '@inkbook/media/migration';
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

const list = sql`text[]`;
const emptyList = sql`'{}'::text[]`;

/** Spec §3's fields both inquiry kinds keep. */
function inquiryColumns<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('client_user_id', 'uuid')
    .addColumn('concept', 'text', (c) => c.notNull())
    .addColumn('reference_images', list, (c) => c.notNull().defaultTo(emptyList))
    .addColumn('selected_flash_designs', list, (c) => c.notNull().defaultTo(emptyList))
    .addColumn('placement_areas', list, (c) => c.notNull().defaultTo(emptyList))
    .addColumn('placement_photos', list, (c) => c.notNull().defaultTo(emptyList))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('budget_min', 'integer', (c) => c.notNull())
    .addColumn('budget_max', 'integer', (c) => c.notNull())
    .addColumn('available_dates', list, (c) => c.notNull().defaultTo(emptyList))
    .addColumn('is_traveling', 'text')
    .addColumn('scheduling_notes', 'text')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('additional_notes', 'text')
    .addColumn('response', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
}

export async function up(db: Kysely<unknown>) {
  await inquiryColumns(db.schema.createTable('artist_inquiries'))
    .addColumn('artist_id', 'uuid', (c) => c.notNull())
    .addColumn('ai_estimate_range', 'text')
    .addColumn('ai_estimated_hours', sql`numeric(4,1)`)
    .addColumn('ai_hourly_rate', 'integer')
    .addColumn('ai_deposit', 'integer')
    .addColumn('ai_complexity', 'text')
    .addColumn('ai_artist_tier', 'text')
    .addColumn('ai_style', 'text')
    .execute();
  await inquiryColumns(db.schema.createTable('studio_inquiries'))
    .addColumn('studio_id', 'uuid', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('budget_range', 'text', (c) => c.notNull())
    .addColumn('timeline', 'text', (c) => c.notNull())
    .addColumn('complexity', 'text')
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('preferred_styles', list, (c) => c.notNull().defaultTo(emptyList))
    .addColumn('recommended_artists', list, (c) => c.notNull().defaultTo(emptyList))
    .execute();
  // Inboxes page newest first per recipient; /my-inquiries per client.
  await sql`create index artist_inquiries_inbox on artist_inquiries (artist_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index studio_inquiries_inbox on studio_inquiries (studio_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index artist_inquiries_client on artist_inquiries (client_user_id, created_at desc) where client_user_id is not null`.execute(
    db,
  );
  await sql`create index studio_inquiries_client on studio_inquiries (client_user_id, created_at desc) where client_user_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('approved_artists')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('artist_name', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('flash_images', list, (c) => c.notNull().defaultTo(emptyList))
    .execute();
  await db.schema
    .createTable('approved_studios')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('studio_name', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['sender', 'key'])
    .execute();
  await sql`create index idempotency_keys_age on idempotency_keys (created_at)`.execute(db);
  // rate-limiter-flexible's Postgres store (tableCreated: true), shared by every replica.
  await db.schema
    .createTable('inquiry_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await createMediaTables(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'media_variants',
    'media',
    'inquiry_limits',
    'idempotency_keys',
    'approved_studios',
    'approved_artists',
    'studio_inquiries',
    'artist_inquiries',
  ])
    await db.schema.dropTable(table).execute();
}
