import { type Kysely, sql } from 'kysely';
import { inquiryTables as tables } from './inquiry-tables';

/**
 * Issue 30 item 5: an inbox's `total` without counting every row it holds on each read. `inbox_counts` keeps how
 * many inquiries each recipient has per (status, stage): at most 5 × 7 small rows a recipient, so the unfiltered
 * total, a status's or a stage's, and the artist's per-status stats are a sum over a few rows of its key.
 *
 * Kept by triggers, so every write path (a send, a status change, a message that moves the stage, bookings' facts,
 * a delete, and SQL written by hand) changes the counts in its own transaction: nothing half-written, no path
 * forgotten. `stage` is a stored generated column, already computed in an AFTER trigger's NEW. The two keys an
 * update moves between are upserted in one statement in key order, so two updates crossing the same keys in
 * opposite directions lock them in the same order and never deadlock.
 *
 * The studio's status filter (its Inquiries badge reads the pending total, the dashboard a status's page) gets the
 * index the artist's has had since migration 002, so a status's page is an ordered index range there too.
 *
 * Creating the triggers locks out writers (share row exclusive) until this migration's transaction commits, so the
 * backfill below counts exactly the rows the triggers have not seen.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create index studio_inquiries_status on studio_inquiries (studio_id, status, created_at desc, id desc)`.execute(
    db,
  );
  await db.schema
    .createTable('inbox_counts')
    .addColumn('recipient_kind', 'text', (c) =>
      c.notNull().check(sql`recipient_kind in ('artist', 'studio')`),
    )
    .addColumn('recipient_id', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('inquiries', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inbox_counts_pkey', ['recipient_kind', 'recipient_id', 'status', 'stage'])
    .execute();

  for (const { table, kind, recipient } of tables) {
    const fn = sql.raw(`${table}_count`);
    const column = sql.raw(recipient);
    // search_path from the migration's own, so the function finds inbox_counts whoever's session fires it.
    await sql`
      create function ${fn}() returns trigger language plpgsql set search_path from current as $$
      begin
        insert into inbox_counts as c (recipient_kind, recipient_id, status, stage, inquiries)
        select ${sql.lit(kind)}, moved.recipient_id, moved.status, moved.stage, sum(moved.delta)
        from (
          select old.${column} as recipient_id, old.status, old.stage, -1 as delta where tg_op in ('UPDATE', 'DELETE')
          union all
          select new.${column}, new.status, new.stage, 1 where tg_op in ('UPDATE', 'INSERT')
        ) moved
        group by moved.recipient_id, moved.status, moved.stage
        having sum(moved.delta) <> 0
        order by moved.recipient_id, moved.status, moved.stage
        on conflict (recipient_kind, recipient_id, status, stage)
          do update set inquiries = c.inquiries + excluded.inquiries;
        return null;
      end $$`.execute(db);
    // An update of none of the columns the key derives from (notes, the response) fires nothing; `stage` is generated
    // from status, booking_stage and conversed, and a column trigger cannot name a generated column.
    await sql`
      create trigger ${sql.raw(`${table}_counted`)}
      after insert or delete or update of ${column}, status, booking_stage, conversed on ${sql.table(table)}
      for each row execute function ${fn}()`.execute(db);
    await sql`
      insert into inbox_counts (recipient_kind, recipient_id, status, stage, inquiries)
      select ${sql.lit(kind)}, ${column}, status, stage, count(*) from ${sql.table(table)}
      group by ${column}, status, stage`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  for (const { table } of tables) {
    await sql`drop trigger ${sql.raw(`${table}_counted`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.raw(`${table}_count`)}()`.execute(db);
  }
  await db.schema.dropTable('inbox_counts').execute();
  await sql`drop index studio_inquiries_status`.execute(db);
}
