import { type Kysely, sql } from 'kysely';
import { inquiryTables as tables } from './inquiry-tables';

/**
 * Where an inquiry is on its way to a booking (issue 23's stages), kept on both inquiry tables so the inbox filters
 * one recipient's rows of one stage through an index, newest first.
 *
 * - `booking_facts`: the latest offer and booking bookings' events told of (jsonb, see stages/booking-stage.ts);
 * - `booking_stage`: the stage those facts say, null without any;
 * - `conversed`: some message was written in the inquiry's conversation;
 * - `stage`: generated from them and the status, so no change of status can leave it stale. What a booking says
 *   wins, except that an offer declined or withdrawn says only "in conversation", which a declined inquiry closes.
 *
 * Additive for a rolling update: a replica of the release before writes rows without the new columns, and its
 * messages do not set `conversed` (a later message or status change catches such an inquiry up).
 */
export async function up(db: Kysely<unknown>) {
  for (const { table, kind, recipient } of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('booking_facts', 'jsonb')
      .addColumn('booking_stage', 'text', (c) =>
        c.check(
          sql`booking_stage in ('in_conversation', 'offer_sent', 'awaiting_deposit', 'booked', 'completed', 'closed')`,
        ),
      )
      .addColumn('conversed', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await sql`
      alter table ${sql.table(table)} add column stage text not null generated always as (
        case
          when booking_stage is not null and booking_stage <> 'in_conversation' then booking_stage
          when status = 'declined' then 'closed'
          when booking_stage is not null or status = 'responded' or conversed then 'in_conversation'
          else 'new'
        end
      ) stored`.execute(db);
    await sql`
      update ${sql.table(table)} i set conversed = true
      where exists (select 1 from messages m where m.inquiry_kind = ${kind} and m.inquiry_id = i.id)`.execute(
      db,
    );
    await sql`create index ${sql.raw(`${table}_stage`)} on ${sql.table(table)} (${sql.ref(recipient)}, stage, created_at desc, id desc)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>) {
  for (const { table } of tables)
    await db.schema
      .alterTable(table)
      .dropColumn('stage')
      .dropColumn('conversed')
      .dropColumn('booking_stage')
      .dropColumn('booking_facts')
      .execute();
}
