import { createMediaTables } from '@inkbook/media/migration';
import { type Kysely, sql } from 'kysely';

/**
 * Design files move into the shared media tables (DESIGN §5: one image store, `packages/media`). A file named
 * `<hash>.<png|svg>` becomes rendition `png` or `svg` of media row `<hash>`, so every URL already handed out
 * still finds its file; each row keeps the newest save time of its files (its retention clock). design_files stays
 * for a release: a replica of the release before still reads and writes it during a rolling update (drop it in the
 * next release's migration).
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
}

export async function down(db: Kysely<unknown>) {
  // Files drawn since the move go back to design_files (which the release before still reads).
  await sql`
    insert into design_files (name, content_type, bytes, created_at)
    select v.hash || '.' || v.variant, v.content_type, v.bytes, m.created_at
    from media_variants v join media m on m.hash = v.hash
    on conflict (name) do nothing
  `.execute(db);
  await sql`drop table media_variants, media`.execute(db);
}
