import { randomUUID } from 'node:crypto';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import { type Generated, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { createTestNatsServer, type TestNatsServer } from '../testing/nats-server';
import { startConsumer } from './consumer';
import { createMemoryTransport } from './memory-transport';
import { createNatsTransport } from './nats-transport';
import {
  enqueueEvent,
  type OutboxRelay,
  type OutboxTables,
  outboxMigration,
  startOutboxRelay,
} from './outbox';
import type { EventTransport, Subscription } from './transport';
import { sleep, waitFor } from './transport.contract';

interface TestTables extends OutboxTables {
  artists: { id: Generated<number>; name: string };
  side_effects: { id: Generated<number>; event_id: string };
}

const DURABLE = 'svc-artists';
/** A valid catalog.artist.updated payload whose name tells the test's writes apart. */
const artist = (artistName: string) => sampleEventPayload('catalog.artist.updated', { artistName });
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.drop();
});

/** A kysely bound to `schema` through search_path, as services do, with the outbox migration applied. */
async function serviceDb(schema: string): Promise<Kysely<TestTables>> {
  const db = new Kysely<TestTables>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: testDb.url, max: 5, options: `-c search_path=${schema}` }),
    }),
  });
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await outboxMigration.up(db);
  await db.schema
    .createTable('artists')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('side_effects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .execute();
  return db;
}

/**
 * One service's view: writes that enqueue events, a relay, an idempotent consumer (side effect: a row per
 * handled event) and a raw audit consumer on the transport that counts every delivery.
 */
function scenario(name: string, setup: () => Promise<{ transport: EventTransport; nats?: TestNatsServer }>) {
  describe(`outbox and consumer over ${name}`, () => {
    let db: Kysely<TestTables>;
    let transport: EventTransport;
    let nats: TestNatsServer | undefined;
    let relay: OutboxRelay;
    const subscriptions: Subscription[] = [];
    const deliveries = new Map<string, number>();
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const committed: string[] = [];

    const count = async (table: 'processed_events' | 'side_effects' | 'outbox', unpublished = false) => {
      let q = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
      if (unpublished) q = q.where(sql.ref('published_at'), 'is', null);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const sideEffectIds = async () =>
      (await db.selectFrom('side_effects').select('event_id').execute()).map((r) => r.event_id);

    async function writeArtist(name: string): Promise<string> {
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('artists').values({ name }).execute();
        const event = await enqueueEvent(trx, 'catalog.artist.updated', artist(name));
        return event.id;
      });
    }

    beforeAll(async () => {
      db = await serviceDb(`svc_${name}`);
      ({ transport, nats } = await setup());
      subscriptions.push(
        await startConsumer({
          db,
          transport,
          durable: DURABLE,
          subjects: ['catalog.artist.submitted', 'catalog.artist.updated'],
          handle: async (trx, event) => {
            await trx.insertInto('side_effects').values({ event_id: event.id }).execute();
          },
        }),
        await transport.consume({
          durable: 'audit',
          subjects: ['catalog.>'],
          handle: async (e) => {
            deliveries.set(e.id, (deliveries.get(e.id) ?? 0) + 1);
          },
        }),
      );
    });

    afterAll(async () => {
      await relay?.stop();
      await Promise.all(subscriptions.map((s) => s.stop()));
      await transport?.close();
      await nats?.dispose();
      await db?.destroy();
    });

    it('delivers every committed event exactly once, none of a rolled-back transaction', async () => {
      for (let i = 0; i < 20; i++) committed.push(await writeArtist(`artist ${i}`));
      let rolledBack = '';
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('artists').values({ name: 'ghost' }).execute();
          rolledBack = (await enqueueEvent(trx, 'catalog.artist.updated', artist('ghost'))).id;
          throw new Error('validation failed after the write');
        }),
      ).rejects.toThrow('validation failed');
      expect(rolledBack).not.toBe('');
      expect(await count('outbox', true)).toBe(20);

      relay = startOutboxRelay({ db, transport, logger, intervalMs: 50, maxBackoffMs: 200 });
      if (nats) {
        // The broker is down: the relay fails, keeps the rows, and says so once per outage.
        expect(transport.isConnected()).toBe(false);
        expect(await relay.flush()).toBe(0);
        await sleep(400);
        expect(await relay.flush()).toBe(0);
        expect(await count('outbox', true)).toBe(20);
        expect(logger.warn).toHaveBeenCalledTimes(1);
        await nats.start();
        await waitFor(() => transport.isConnected(), 'the NATS connection', 10_000);
      }
      await waitFor(
        async () => {
          await relay.flush();
          return (await count('outbox', true)) === 0;
        },
        'the outbox to drain',
        10_000,
      );
      await waitFor(async () => (await count('processed_events')) >= 20, 'twenty processed events', 10_000);
      await sleep(200);
      expect(await count('processed_events')).toBe(20);
      expect(await count('side_effects')).toBe(20);
      expect((await sideEffectIds()).sort()).toEqual([...committed].sort());
      expect(deliveries.has(rolledBack)).toBe(false);
      expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
      if (nats) {
        expect(logger.warn).toHaveBeenCalledTimes(1);
        expect(logger.info).toHaveBeenCalledWith(expect.anything(), 'outbox relay publishing again');
      }
    });

    it('a relay that crashed before marking rows re-sends them without duplicate deliveries', async () => {
      await db.updateTable('outbox').set({ published_at: null }).execute();
      // The relay's own timer may claim the rows before this flush does: wait for the outcome, not the caller.
      await relay.flush();
      await waitFor(
        async () =>
          (await db.selectFrom('outbox').select('id').where('published_at', 'is', null).execute()).length ===
          0,
        'every row re-sent',
      );
      const marker = await writeArtist('marker');
      await relay.flush();
      await waitFor(() => deliveries.has(marker), 'the marker at the audit consumer');
      await waitFor(
        async () => (await sideEffectIds()).includes(marker),
        'the marker at the service consumer',
      );
      await sleep(200);
      expect(deliveries.size).toBe(21);
      expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
      expect(await count('processed_events')).toBe(21);
      expect(await count('side_effects')).toBe(21);
      committed.push(marker);
    });

    it('the consumer skips (and acknowledges) an event id it already processed', async () => {
      const id = randomUUID();
      await db.insertInto('processed_events').values({ consumer: DURABLE, event_id: id }).execute();
      await transport.publish({
        id,
        subject: 'catalog.artist.updated',
        occurredAt: new Date().toISOString(),
        data: artist('already processed'),
      });
      const marker = await writeArtist('after the skipped one');
      await relay.flush();
      await waitFor(async () => (await sideEffectIds()).includes(marker), 'the marker');
      await waitFor(() => deliveries.has(marker), 'the marker at the audit consumer');
      await sleep(100);
      expect(deliveries.get(id)).toBe(1);
      expect(await sideEffectIds()).not.toContain(id);
      expect(await count('side_effects')).toBe(22);
      expect(await count('processed_events')).toBe(23);
    });

    it('a failing handler rolls back its processed_events row, and the event is delivered again', async () => {
      let failures = 0;
      const seen: string[] = [];
      const sub = await startConsumer({
        db,
        transport,
        durable: `${DURABLE}-flaky`,
        subjects: ['catalog.artist.updated'],
        handle: async (trx, event) => {
          if (event.data.artistName !== 'flaky') return;
          await trx.insertInto('side_effects').values({ event_id: event.id }).execute();
          if (failures++ < 1) throw new Error('transient');
          seen.push(event.id);
        },
      });
      subscriptions.push(sub);
      const flaky = await writeArtist('flaky');
      await relay.flush();
      await waitFor(() => seen.includes(flaky), 'the redelivered event', 10_000);
      // The handler returns before its transaction commits: wait for the commit, not just the call.
      const processed = () =>
        db
          .selectFrom('processed_events')
          .selectAll()
          .where('consumer', '=', `${DURABLE}-flaky`)
          .where('event_id', '=', flaky)
          .execute();
      await expect.poll(async () => (await processed()).length, { timeout: 5_000 }).toBe(1);
      expect(failures).toBe(2);
      await expect
        .poll(async () => (await sideEffectIds()).filter((id) => id === flaky).length, { timeout: 5_000 })
        .toBe(2); // one per consumer
    });
  });
}

scenario('nats', async () => {
  const nats = await createTestNatsServer({ start: false });
  const transport = createNatsTransport({
    servers: nats.url,
    reconnectWaitMs: 200,
    redelivery: { initialMs: 100, maxMs: 1_000 },
  });
  return { transport, nats };
});

scenario('memory', async () => ({ transport: createMemoryTransport({ redelivery: { initialMs: 50 } }) }));

describe('outbox relay replicas', () => {
  it('two relays on one outbox never send the same row, and both make progress', async () => {
    const db = await serviceDb('svc_replicas');
    const inner = createMemoryTransport();
    const sends = new Map<string, number>();
    // A slow broker, so the relays' rounds overlap.
    const transport: EventTransport = {
      ...inner,
      async publish(event) {
        sends.set(event.id, (sends.get(event.id) ?? 0) + 1);
        await sleep(2);
        await inner.publish(event);
      },
    };
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      ids.push(
        await db
          .transaction()
          .execute(
            async (trx) =>
              (
                await enqueueEvent(
                  trx,
                  'catalog.studio.updated',
                  sampleEventPayload('catalog.studio.updated'),
                )
              ).id,
          ),
      );
    }
    const a = startOutboxRelay({ db, transport, logger, intervalMs: 60_000, batchSize: 10 });
    const b = startOutboxRelay({ db, transport, logger, intervalMs: 60_000, batchSize: 10 });
    try {
      const [sentA, sentB] = await Promise.all([a.flush(), b.flush()]);
      expect(sentA + sentB).toBe(60);
      expect(sentA).toBeGreaterThan(0);
      expect(sentB).toBeGreaterThan(0);
      expect([...sends.keys()].sort()).toEqual([...ids].sort());
      expect([...sends.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await a.stop();
      await b.stop();
      await inner.close();
      await db.destroy();
    }
  });
});
