import { type Kysely, sql } from 'kysely';

/**
 * Creates the media tables in the calling service's schema; a service calls it from one of its own dated
 * migrations. A migration must do the same thing forever, so this never changes once released: a later change
 * to the tables is a new exported function that a new migration calls.
 */
export async function createMediaTables(db: Kysely<unknown>): Promise<void> {
  // One row per image, keyed by the sha256 of its re-encoded original; bytes per variant.
  await db.schema
    .createTable('media')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull().check(sql`visibility in ('public', 'private')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set when a saved record first references it; unclaimed uploads are removed after 24 h.
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
}
