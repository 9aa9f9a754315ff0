import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // Trigram indexes keep `q` search (ILIKE '%…%') fast at 10,000 profiles.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('artists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('artist_name', 'text', (c) => c.notNull())
    .addColumn('instagram_handle', 'text', (c) => c.notNull().unique())
    .addColumn('studio_name', 'text')
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('location_lat', sql`numeric(10,8)`)
    .addColumn('location_lng', sql`numeric(11,8)`)
    .addColumn('location_address', 'text')
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('portfolio_images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('flash_images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('tattoo_styles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('profile_image', 'text')
    .addColumn('deposit_policy', 'text')
    .addColumn('cancellation_policy', 'text')
    .addColumn('touchup_policy', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index artists_approved_name on artists (lower(artist_name), id) where status = 'approved'`.execute(
    db,
  );
  await sql`create index artists_approved_location on artists (lower(location), id) where status = 'approved'`.execute(
    db,
  );
  await sql`create index artists_approved_styles on artists using gin (tattoo_styles) where status = 'approved'`.execute(
    db,
  );
  await sql`create index artists_search on artists using gin ((artist_name || ' ' || instagram_handle || ' ' || location) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index artists_status_created on artists (status, created_at desc)`.execute(db);

  await db.schema
    .createTable('studios')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('studio_name', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull().unique())
    .addColumn('logo', 'text')
    .addColumn('tagline', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('established_year', 'integer')
    .addColumn('specializations', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('banner_image', 'text')
    .addColumn('interior_images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('exterior_images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('instagram_handle', 'text')
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('location_lat', sql`numeric(10,8)`)
    .addColumn('location_lng', sql`numeric(11,8)`)
    .addColumn('location_address', 'text')
    .addColumn('phone', 'text')
    .addColumn('business_email', 'text', (c) => c.notNull())
    .addColumn('business_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('website', 'text')
    .addColumn('appointment_type', 'text', (c) => c.notNull())
    .addColumn('deposit_policy', 'text')
    .addColumn('cancellation_policy', 'text')
    .addColumn('shop_minimum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('age_requirements', 'text')
    .addColumn('handles_deposits', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index studios_approved_name on studios (lower(studio_name), id) where status = 'approved'`.execute(
    db,
  );
  await sql`create index studios_approved_specializations on studios using gin (specializations) where status = 'approved'`.execute(
    db,
  );
  await sql`create index studios_search on studios using gin ((studio_name || ' ' || handle || ' ' || location) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index studios_status_created on studios (status, created_at desc)`.execute(db);

  // Content-addressed media: one row per original (by sha256 of the re-encoded image), bytes per variant.
  await db.schema
    .createTable('media')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set when a profile first references it; unclaimed uploads are removed after 24 h.
    .addColumn('claimed_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('media_variants')
    .addColumn('hash', 'text', (c) => c.notNull().references('media.hash').onDelete('cascade'))
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_variants_pk', ['hash', 'variant'])
    .execute();
  await sql`create index media_unclaimed on media (created_at) where claimed_at is null`.execute(db);

  // Projections fed by other services' events.
  await db.schema
    .createTable('verified_links')
    .addColumn('artist_id', 'uuid', (c) => c.notNull())
    .addColumn('studio_id', 'uuid', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('verified_links_pk', ['artist_id', 'studio_id'])
    .execute();
  await db.schema.createIndex('verified_links_studio').on('verified_links').column('studio_id').execute();
  await db.schema
    .createTable('artist_inquiry_counts')
    .addColumn('artist_id', 'uuid', (c) => c.primaryKey())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Profile views: one per visitor per profile per day, not one per 30-second poll.
  await db.schema
    .createTable('profile_views')
    .addColumn('profile_id', 'uuid', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_views_pk', ['profile_id', 'visitor', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'profile_views',
    'artist_inquiry_counts',
    'verified_links',
    'media_variants',
    'media',
    'studios',
    'artists',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
