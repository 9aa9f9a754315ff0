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
  await sql`
    create table design_files as
    select v.hash || '.' || v.variant as name, v.content_type, v.bytes, m.created_at
    from media_variants v join media m on m.hash = v.hash
  `.execute(db);
  await sql`
    alter table design_files add primary key (name),
      alter column content_type set not null, alter column bytes set not null,
      alter column created_at set not null, alter column created_at set default now()
  `.execute(db);
  await sql`create index design_files_age on design_files (created_at)`.execute(db);
  await sql`drop table media_variants, media`.execute(db);
}
