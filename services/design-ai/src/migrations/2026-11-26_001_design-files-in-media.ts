import { createMediaTables } from '@inkbook/media/migration';
import { type Kysely, sql } from 'kysely';

/**
 * Design files move into the shared media tables (DESIGN §5: one image store, `packages/media`). A file named
 * `<hash>.<png|svg>` becomes rendition `png` or `svg` of media row `<hash>`, so every URL already handed out
 * still finds its file; each row keeps the newest save time of its files (its retention clock).
 */
export async function up(db: Kysely<unknown>) {
  await createMediaTables(db);
  await sql`
    insert into media (hash, width, height, visibility, created_at)
    select split_part(name, '.', 1), 0, 0, 'public', max(created_at) from design_files group by 1
  `.execute(db);
  await sql`
    insert into media_variants (hash, variant, content_type, bytes)
    select split_part(name, '.', 1), split_part(name, '.', 2), content_type, bytes from design_files
  `.execute(db);
  await db.schema.dropTable('design_files').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema
    .createTable('design_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index design_files_age on design_files (created_at)`.execute(db);
  await sql`
    insert into design_files (name, content_type, bytes, created_at)
    select v.hash || '.' || v.variant, v.content_type, v.bytes, m.created_at
    from media_variants v join media m on m.hash = v.hash
  `.execute(db);
  await db.schema.dropTable('media_variants').execute();
  await db.schema.dropTable('media').execute();
}
