import { type Kysely, sql } from 'kysely';

/**
 * Issue 26: the typo search's dictionary. `search_words` holds each distinct word (3+ letters, from the folded
 * `search_text` of approved artists and studios) with how many approved profiles use it, in a GIN trigram index. A
 * misspelt query word is corrected against these few thousand short words (an index lookup), and the profiles are
 * then matched by plain substring on `*_fuzzy`: rechecking word similarity against every profile's whole text made
 * the planner scan the table (pg_trgm's documented "words" pattern instead).
 *
 * Triggers keep the counts in step on every write path; a word goes when no approved profile uses it any more.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table search_words (word text primary key, uses integer not null check (uses >= 0))`.execute(
    db,
  );
  // Profiles are written rarely and searched constantly: without GIN's pending list every write goes straight into
  // the index, so a search never scans unmerged entries and the planner does not cost the index as if it had to.
  await sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  for (const index of ['artists_fuzzy', 'studios_fuzzy']) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
  await sql`
    create function search_words_of(text text) returns setof text
    language sql immutable parallel safe strict
    as $$ select distinct w from regexp_split_to_table(text, '[^[:alpha:]]+') w where length(w) >= 3 order by w $$`.execute(
    db,
  );
  // Words in order, so two writers touching the same words lock them in the same order (no deadlock). The schema is
  // fixed at creation, so a write from a session with another search_path (a script, psql) still finds the table.
  await sql`
    create function search_words_sync() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_op <> 'INSERT' and old.status = 'approved' then
        update search_words set uses = uses - 1 where word in (select search_words_of(old.search_text));
        delete from search_words where uses = 0 and word in (select search_words_of(old.search_text));
      end if;
      if tg_op <> 'DELETE' and new.status = 'approved' then
        insert into search_words (word, uses) select w, 1 from search_words_of(new.search_text) w order by w
        on conflict (word) do update set uses = search_words.uses + 1;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['artists', 'studios']) {
    const t = sql.table(table);
    await sql`create trigger search_words_insert after insert on ${t}
      for each row when (new.status = 'approved') execute function search_words_sync()`.execute(db);
    await sql`create trigger search_words_update after update on ${t} for each row
      when (old.search_text is distinct from new.search_text or old.status is distinct from new.status)
      execute function search_words_sync()`.execute(db);
    await sql`create trigger search_words_delete after delete on ${t}
      for each row when (old.status = 'approved') execute function search_words_sync()`.execute(db);
  }
  await sql`
    insert into search_words (word, uses)
    select w, count(*) from (
      select search_text from artists where status = 'approved'
      union all select search_text from studios where status = 'approved'
    ) p cross join lateral search_words_of(p.search_text) w group by w`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['artists', 'studios']) {
    for (const trigger of ['search_words_insert', 'search_words_update', 'search_words_delete']) {
      await sql`drop trigger ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
    }
  }
  for (const index of ['artists_fuzzy', 'studios_fuzzy']) {
    await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
  }
  await sql`drop function search_words_sync()`.execute(db);
  await sql`drop function search_words_of(text)`.execute(db);
  await db.schema.dropTable('search_words').execute();
}
