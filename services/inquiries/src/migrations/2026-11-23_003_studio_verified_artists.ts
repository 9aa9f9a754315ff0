import { type Kysely, sql } from 'kysely';

/**
 * Which artists each studio has verified (DESIGN §4), kept from claims events: the studio's view of its artists'
 * inquiries joins through it. The key serves the studio's read; the artist index a deleted artist's drop.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('studio_verified_artists')
    .addColumn('studio_id', 'uuid', (c) => c.notNull())
    .addColumn('artist_id', 'uuid', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('studio_verified_artists_pkey', ['studio_id', 'artist_id'])
    .execute();
  await db.schema
    .createIndex('studio_verified_artists_artist')
    .on('studio_verified_artists')
    .column('artist_id')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('studio_verified_artists').execute();
}
