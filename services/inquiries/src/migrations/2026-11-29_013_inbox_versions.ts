import { type Kysely, sql } from 'kysely';

/** Whose inbox each table's rows (`moved`) show in. */
const recipients = {
  artist_inquiries: `select 'artist' as kind, artist_id as id from moved`,
  studio_inquiries: `select 'studio' as kind, studio_id as id from moved`,
  messages: 'select inquiry_kind as kind, inquiry_recipient(inquiry_kind, inquiry_id) as id from moved',
  conversation_reads: `select inquiry_kind as kind, inquiry_recipient(inquiry_kind, inquiry_id) as id
    from moved where reader_side = 'recipient'`,
  studio_verified_artists: `select 'studio' as kind, studio_id as id from moved`,
  approved_artists: `select 'artist' as kind, id from moved`,
  client_records: `select 'clients' as kind, '00000000-0000-0000-0000-000000000000'::uuid as id from moved`,
};
const events = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
};

/** Bumps, to fresh values, the versions of the recipients `select` names over `rows`, in key order. */
const bump = (select: string, rows: string) => `
  insert into inbox_versions (recipient_kind, recipient_id, version)
  select kind, id, nextval('inbox_version')
  from (select distinct kind, id from (${select.replace('from moved', `from ${rows}`)}) r where id is not null) b
  order by kind, id
  on conflict (recipient_kind, recipient_id) do update set version = excluded.version;`;

/**
 * Issue 30 item 5: a version of everything an inbox page answers, so each service instance may keep its pages and
 * tell, with one read by key, whether a page it holds is still what the database would answer (inbox-versions/).
 *
 * `inbox_versions` holds one row per recipient, set to a fresh value of one sequence (never reused, so a page kept
 * under a version can never match another state) by triggers in the transaction of every write an inbox shows: its
 * inquiries (any column), their messages and the recipient's read marks (unread counts), the pairs a studio verified
 * and the approved artists (the studio's Artist Inquiries names them). Clients' track records, keyed by email across
 * every recipient, bump one row of their own (kind `clients`), read beside each recipient's: rare writes.
 *
 * The triggers run once per statement over its transition tables, so a bulk write bumps each recipient once (a row
 * trigger would update one row thousands of times in one transaction), in key order, so writers lock alike.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create sequence inbox_version`.execute(db);
  await db.schema
    .createTable('inbox_versions')
    .addColumn('recipient_kind', 'text', (c) =>
      c.notNull().check(sql`recipient_kind in ('artist', 'studio', 'clients')`),
    )
    .addColumn('recipient_id', 'uuid', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('inbox_versions_pkey', ['recipient_kind', 'recipient_id'])
    .execute();
  // search_path from the migration's own, so the functions find their tables whoever's session fires them.
  await sql`
    create function inquiry_recipient(kind text, inquiry uuid) returns uuid
    language sql stable set search_path from current as $$
      select case kind
        when 'artist' then (select artist_id from artist_inquiries where id = inquiry)
        else (select studio_id from studio_inquiries where id = inquiry) end
    $$`.execute(db);
  for (const [table, select] of Object.entries(recipients)) {
    const fn = sql.raw(`${table}_versioned`);
    // An update moves rows between recipients: the old rows' and the new rows' are bumped, each once.
    await sql`
      create function ${fn}() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op = 'INSERT' then ${sql.raw(bump(select, 'new_rows'))}
        elsif tg_op = 'DELETE' then ${sql.raw(bump(select, 'old_rows'))}
        else ${sql.raw(bump(select, '(select * from old_rows union all select * from new_rows) moved'))}
        end if;
        return null;
      end $$`.execute(db);
    for (const [event, transition] of Object.entries(events))
      await sql`
        create trigger ${sql.raw(`${table}_versioned_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(transition)} for each statement execute function ${fn}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of Object.keys(recipients)) {
    for (const event of Object.keys(events))
      await sql`drop trigger ${sql.raw(`${table}_versioned_${event}`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.raw(`${table}_versioned`)}()`.execute(db);
  }
  await sql`drop function inquiry_recipient(text, uuid)`.execute(db);
  await db.schema.dropTable('inbox_versions').execute();
  await sql`drop sequence inbox_version`.execute(db);
}
