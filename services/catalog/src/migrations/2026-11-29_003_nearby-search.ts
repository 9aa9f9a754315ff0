import { type Kysely, sql } from 'kysely';

/**
 * Issue 26: 'Near me' and search that forgives typos and accents.
 *
 * Near: a GiST index on point(lng, lat) of approved profiles answers the radius's bounding box (`<@ box`); the exact
 * great-circle distance then runs only on the rows inside it. Built-in geometry, so no extension to place.
 *
 * Text: `search_fold(...)` is the lowered, unaccented searchable text (name, handle, location, styles or
 * specializations), IMMUTABLE so a GIN trigram index can hold it. unaccent goes to `public` when it is new (a
 * schema nobody drops); the wrapper names it by whatever schema it lives in, so it works wherever an earlier
 * migration or another service put it, and index builds do not depend on the caller's search_path.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create extension if not exists unaccent schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const unaccent = sql`${sql.id(schema)}.unaccent(${sql.lit(`${schema}.unaccent`)}::regdictionary, text)`;
  await sql`
    create function search_fold(text text) returns text
    language sql immutable parallel safe strict
    return lower(${unaccent})`.execute(db);
  await sql`
    create function search_fold(name text, handle text, location text, tags text[]) returns text
    language sql immutable parallel safe
    return search_fold(concat_ws(' ', name, handle, location, array_to_string(tags, ' ')))`.execute(db);

  await sql`create index artists_fuzzy on artists using gin
    (search_fold(artist_name, instagram_handle, location, tattoo_styles) gin_trgm_ops)
    where status = 'approved'`.execute(db);
  await sql`create index studios_fuzzy on studios using gin
    (search_fold(studio_name, handle, location, specializations) gin_trgm_ops)
    where status = 'approved'`.execute(db);
  for (const table of ['artists', 'studios']) {
    await sql`create index ${sql.id(`${table}_approved_point`)} on ${sql.table(table)} using gist
      (point(location_lng::float8, location_lat::float8)) where status = 'approved'`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  for (const index of [
    'artists_fuzzy',
    'studios_fuzzy',
    'artists_approved_point',
    'studios_approved_point',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await sql`drop function search_fold(text, text, text, text[])`.execute(db);
  await sql`drop function search_fold(text)`.execute(db);
}
