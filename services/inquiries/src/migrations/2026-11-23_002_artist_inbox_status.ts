import { type Kysely, sql } from 'kysely';

/**
 * The artist inbox's status filter and its per-status counts: one artist's rows of one status, newest first, so a
 * filtered page is an ordered index range and the counts an index-only scan, at 10,000 inquiries an artist.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create index artist_inquiries_status on artist_inquiries (artist_id, status, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index artist_inquiries_status`.execute(db);
}
