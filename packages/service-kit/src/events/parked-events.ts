import { type ColumnType, type Migration, sql } from 'kysely';

/** An event a consumer could not read (its payload does not match its subject's schema), kept for inspection. */
export interface ParkedEventsTable {
  consumer: string;
  event_id: string;
  subject: string;
  payload: ColumnType<unknown, string, string>;
  /** Why it did not parse, as the schema said it. */
  error: string;
  occurred_at: ColumnType<Date | string, string, string>;
  parked_at: ColumnType<Date | string, never, never>;
}

/**
 * Creates `parked_events` in the service's schema. One row per (consumer, event id), so a redelivery of a
 * parked event parks nothing twice; an operator who fixed the contract can replay from here.
 */
export const parkedEventsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('parked_events')
      .addColumn('consumer', 'text', (c) => c.notNull())
      .addColumn('event_id', 'uuid', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('error', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
      .addColumn('parked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('parked_events_pk', ['consumer', 'event_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('parked_events').execute();
  },
};
