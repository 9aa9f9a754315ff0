import { type Kysely, sql } from 'kysely';

/**
 * Issue 27 item 3: every public list sort walks an index in its order, as name and location already did: an
 * artists' list by style (its first style, then name and id) and a studios' list by location read a page's rows
 * from these instead of reading and sorting every approved profile. (A studio's specializations sort orders by
 * `array_to_string`, which Postgres does not let an index hold.)
 */
export async function up(db: Kysely<unknown>) {
  await sql`create index artists_approved_first_style on artists (lower(tattoo_styles[1]), lower(artist_name), id)
    where status = 'approved'`.execute(db);
  await sql`create index studios_approved_location on studios (lower(location), lower(studio_name), id)
    where status = 'approved'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index artists_approved_first_style`.execute(db);
  await sql`drop index studios_approved_location`.execute(db);
}
