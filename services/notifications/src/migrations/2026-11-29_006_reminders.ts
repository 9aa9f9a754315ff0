import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // Issue 24: each booking's latest snapshot (reminders re-check it when they run) and the jobs planned for it.
  await db.schema
    .createTable('reminder_bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('booking', 'jsonb', (c) => c.notNull())
    .addColumn('session_sequences', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reminder_schedule')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'uuid', (c) => c.notNull())
    .addColumn('session_start', 'timestamptz')
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reminder_schedule_booking_idx')
    .on('reminder_schedule')
    .column('booking_id')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('reminder_schedule').execute();
  await db.schema.dropTable('reminder_bookings').execute();
}
