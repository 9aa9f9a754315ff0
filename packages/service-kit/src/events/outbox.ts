import { randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  type EventPayloadInput,
  type EventSubject,
  parseEventPayload,
} from '@inkbook/contracts/events';
import { type ColumnType, type Generated, type Kysely, type Migration, sql } from 'kysely';
import { type EventWriter, markEventsWritten } from './commit-signal';
import type { ParkedEventsTable } from './parked-events';
import type { EventTransport } from './transport';
import { backoffDelay, type EventLogger, errorMessage } from './util';

export interface OutboxTable {
  /** Insertion order (ids are random): the relay publishes in this order. */
  seq: Generated<number>;
  id: string;
  subject: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  occurred_at: ColumnType<Date | string, string, string>;
  published_at: ColumnType<Date | string | null, never, string | null>;
}

export interface ProcessedEventsTable {
  consumer: string;
  event_id: string;
  processed_at: ColumnType<Date | string, never, never>;
}

/** The tables every service schema gets from the kit's migrations (`outboxMigration`, `parkedEventsMigration`). */
export interface OutboxTables {
  outbox: OutboxTable;
  processed_events: ProcessedEventsTable;
  parked_events: ParkedEventsTable;
}

/**
 * Creates `outbox` and `processed_events` in the connection's current schema: services bind their connections'
 * search_path to their own schema, so the names stay unqualified.
 */
export const outboxMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('outbox')
      .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity().notNull())
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
      .addColumn('published_at', 'timestamptz')
      .execute();
    // The relay only ever reads unpublished rows: a small partial index however long the table grows.
    await db.schema
      .createIndex('outbox_unpublished')
      .on('outbox')
      .column('seq')
      .where(sql.ref('published_at'), 'is', null)
      .execute();
    await db.schema
      .createTable('processed_events')
      .addColumn('consumer', 'text', (c) => c.notNull())
      .addColumn('event_id', 'uuid', (c) => c.notNull())
      .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('processed_events_pk', ['consumer', 'event_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('processed_events').execute();
    await db.schema.dropTable('outbox').execute();
  },
};

/** The caller's kysely (or transaction) seen with the outbox tables: the migration guarantees they exist. */
export const outboxTables = <DB>(db: Kysely<DB>) => db as unknown as Kysely<OutboxTables>;

/**
 * Payloads are checked against their subject's schema when running under tests, so a publisher that drifts
 * from the contract fails its own tests. Production relies on the types instead of parsing every write: an
 * event that is off must not roll back the user's change, and a consumer parks whatever does not parse.
 */
const checkPayloads = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/** The event `enqueueEvent` wrote (what consumers of `subject` will receive). */
export type EnqueuedEvent<S extends EventSubject> = Omit<EventEnvelope, 'subject' | 'data'> & {
  subject: S;
  data: EventPayloadInput<S>;
};

/**
 * Writes an event into the outbox inside the caller's transaction, so it exists exactly when the change does.
 * The payload is typed by subject (DESIGN §4). Nothing else is needed: when the transaction commits, the
 * database's commit hook wakes the relay (see commit-signal.ts), and the relay's poll catches anything else.
 */
export async function enqueueEvent<S extends EventSubject>(
  trx: EventWriter,
  subject: S,
  data: EventPayloadInput<S>,
): Promise<EnqueuedEvent<S>> {
  if (!trx.isTransaction) throw new Error('enqueueEvent must run inside a transaction');
  if (checkPayloads) {
    const parsed = parseEventPayload(subject, data);
    if (!parsed.success)
      throw new Error(`The ${subject} payload does not match its contract: ${parsed.error}`);
  }
  const event: EnqueuedEvent<S> = { id: randomUUID(), subject, occurredAt: new Date().toISOString(), data };
  // Raw SQL so any service's transaction fits, whatever its table types.
  await sql`
    insert into outbox (id, subject, payload, occurred_at)
    values (${event.id}, ${subject}, ${JSON.stringify(data)}::jsonb, ${event.occurredAt}::timestamptz)
  `.execute(trx);
  await markEventsWritten(trx);
  return event;
}

export interface OutboxRelayOptions<DB> {
  db: Kysely<DB>;
  transport: EventTransport;
  logger: EventLogger;
  /** Poll interval while healthy (default 1 s); `nudge()` (on every commit with events) publishes sooner. */
  intervalMs?: number;
  /** Longest pause between attempts while the transport fails (default 30 s). */
  maxBackoffMs?: number;
  /** Rows per transaction (default 100). */
  batchSize?: number;
}

export interface OutboxRelay {
  stop(): Promise<void>;
  /** Publishes every publishable row now; resolves with how many were published (0 while the broker is down). */
  flush(): Promise<number>;
  /** Runs a round soon (after a commit that enqueued events); ignored while backing off from an outage. */
  nudge(): void;
}

const toIso = (v: Date | string) => new Date(v).toISOString();

/**
 * Publishes outbox rows in insertion order and marks them sent. Rows are claimed with
 * `for update skip locked`, so replicas of a service never send the same row at the same time; a row is only
 * marked after the broker acknowledged it, and a re-send after a crash is dropped by the broker (the event id
 * is the message id) and by idempotent consumers.
 */
export function startOutboxRelay<DB>(options: OutboxRelayOptions<DB>): OutboxRelay {
  const db = outboxTables(options.db);
  const { transport, logger } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const batchSize = options.batchSize ?? 100;

  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let nudged = false;
  /** Rounds never overlap within a process (flush, nudge and the poll share this chain). */
  let running: Promise<unknown> = Promise.resolve();

  /** One transaction: claim a batch, publish until the first failure, mark what went out. */
  async function publishBatch(): Promise<{ published: number; claimed: number; error?: unknown }> {
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('outbox')
        .select(['id', 'subject', 'payload', 'occurred_at'])
        .where('published_at', 'is', null)
        .orderBy('seq')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      const sent: string[] = [];
      let error: unknown;
      for (const row of rows) {
        try {
          await transport.publish({
            id: row.id,
            subject: row.subject,
            occurredAt: toIso(row.occurred_at),
            data: row.payload,
          });
          sent.push(row.id);
        } catch (err) {
          error = err;
          break;
        }
      }
      if (sent.length > 0) {
        await trx
          .updateTable('outbox')
          .set({ published_at: new Date().toISOString() })
          .where('id', 'in', sent)
          .execute();
      }
      return { published: sent.length, claimed: rows.length, error };
    });
  }

  /** Publishes until nothing is left or something fails; manages the outage log lines. */
  async function round(): Promise<number> {
    let total = 0;
    while (!stopped) {
      let result: Awaited<ReturnType<typeof publishBatch>>;
      try {
        result = await publishBatch();
      } catch (err) {
        result = { published: 0, claimed: 0, error: err };
      }
      total += result.published;
      if (result.error !== undefined) {
        failures++;
        if (failures === 1) {
          logger.warn(
            { err: errorMessage(result.error) },
            'outbox relay cannot publish; events stay in the outbox and are retried',
          );
        }
        return total;
      }
      if (failures > 0) logger.info({ afterAttempts: failures }, 'outbox relay publishing again');
      failures = 0;
      if (result.claimed < batchSize) return total;
    }
    return total;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function enqueueRound(): Promise<number> {
    const next = running.then(round);
    running = next.catch(() => {});
    return next;
  }

  function tick() {
    timer = undefined;
    if (stopped) return;
    ticking = true;
    nudged = false;
    void enqueueRound()
      .catch((err) => logger.error({ err: errorMessage(err) }, 'outbox relay round failed'))
      .finally(() => {
        ticking = false;
        schedule(failures > 0 ? backoffDelay(failures, intervalMs, maxBackoffMs) : nudged ? 0 : intervalMs);
      });
  }

  schedule(0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
    flush: () => enqueueRound(),
    nudge() {
      if (stopped || failures > 0) return;
      nudged = true;
      if (!ticking) schedule(0);
    },
  };
}
