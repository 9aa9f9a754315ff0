import { type Kysely, sql } from 'kysely';
import { inquiryTables as tables } from './inquiry-tables';

/**
 * Every writer of an inbox locks its recipient's `inbox_versions` row before any of its `inbox_counts` rows.
 *
 * Migrations 012 and 013 left two orders: a write to an inquiry row took the counts rows (its row trigger) and then
 * the version (the statement trigger after it), while a message or a note took the version first and then, moving the
 * inquiry's stage, a counts row. Two such transactions for one recipient deadlocked, and Postgres answered one of
 * them with an error (a 500 for the person sending; found by `npm run chaos`, three in one short run). A BEFORE
 * ROW trigger now takes the version row (an upsert that keeps its value: the statement trigger still bumps it once)
 * before the row, and so its counts, is written. A bulk statement over several recipients takes them in its rows'
 * order; only single-recipient writes run side by side with others today.
 */
export async function up(db: Kysely<unknown>) {
  for (const { table, kind, recipient } of tables) {
    const fn = sql.raw(`${table}_lock_version`);
    const column = sql.raw(recipient);
    await sql`
      create function ${fn}() returns trigger language plpgsql set search_path from current as $$
      begin
        insert into inbox_versions as v (recipient_kind, recipient_id, version)
        select ${sql.lit(kind)}, r.id, nextval('inbox_version')
        from (
          select distinct id from (
            select old.${column} as id where tg_op in ('UPDATE', 'DELETE')
            union all
            select new.${column} where tg_op in ('UPDATE', 'INSERT')
          ) ids where id is not null
        ) r
        order by r.id
        on conflict (recipient_kind, recipient_id) do update set version = v.version;
        return coalesce(new, old);
      end $$`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_lock_version`)} before insert or update or delete on ${sql.table(table)}
      for each row execute function ${fn}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  for (const { table } of tables) {
    await sql`drop trigger ${sql.raw(`${table}_lock_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.raw(`${table}_lock_version`)}()`.execute(db);
  }
}
