import { randomUUID } from 'node:crypto';
import { malformedEventPayload, sampleEventPayloads } from '@inkbook/contracts/event-samples';
import { type EventEnvelope, eventSubjects, type TypedEvent } from '@inkbook/contracts/events';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb } from '../db';
import { migrateService } from '../service-app';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { createTestNatsServer, type TestNatsServer } from '../testing/nats-server';
import { startConsumer } from './consumer';
import { createMemoryTransport } from './memory-transport';
import { createNatsTransport } from './nats-transport';
import type { OutboxTables } from './outbox';
import type { EventTransport, Subscription } from './transport';
import { waitFor } from './transport.contract';

// A consumer over real NATS and Postgres: handlers get payloads parsed by their subject's schema, and an event
// whose payload does not parse is parked (kept, logged, acknowledged) while the next ones keep flowing.

const DURABLE = 'svc-everything';
let testDb: TestDatabase;
let db: Kysely<OutboxTables>;
let nats: TestNatsServer;
let transport: EventTransport;
let subscription: Subscription;
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const handled: TypedEvent[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb<OutboxTables>(testDb.url, 'catalog');
  await migrateService(db as Kysely<unknown>, 'catalog', {});
  nats = await createTestNatsServer();
  transport = createNatsTransport({ servers: nats.url, redelivery: { initialMs: 100, maxMs: 1_000 } });
  await waitFor(() => transport.isConnected(), 'the NATS connection');
  subscription = await startConsumer({
    db,
    transport,
    durable: DURABLE,
    subjects: eventSubjects,
    logger,
    handle: async (_trx, event) => {
      handled.push(event);
    },
  });
});

afterAll(async () => {
  await subscription?.stop();
  await transport?.close();
  await nats?.dispose();
  await db?.destroy();
  await testDb?.drop();
});

const envelope = (subject: string, data: Record<string, unknown>, id = randomUUID()): EventEnvelope => ({
  id,
  subject,
  occurredAt: new Date().toISOString(),
  data,
});
const parked = () => db.selectFrom('parked_events').selectAll().orderBy('parked_at').execute();
const processedIds = async () =>
  (await db.selectFrom('processed_events').select('event_id').execute()).map((r) => r.event_id);

describe('a malformed event on the bus', () => {
  it('is parked per subject, logged with its id, and the consumer goes on with the next one', async () => {
    const malformed = new Map(eventSubjects.map((subject) => [subject, malformedEventPayload(subject)]));
    const bad = eventSubjects.map((subject) => envelope(subject, malformed.get(subject)?.payload ?? {}));
    const good = eventSubjects.map((subject) => envelope(subject, sampleEventPayloads[subject]));
    for (let i = 0; i < bad.length; i++) {
      await transport.publish(bad[i] as EventEnvelope);
      await transport.publish(good[i] as EventEnvelope);
    }
    await expect.poll(() => handled.length, { timeout: 10_000 }).toBe(good.length);
    expect(handled.map((e) => e.id)).toEqual(good.map((e) => e.id));

    const rows = await parked();
    expect(rows.map((r) => r.event_id).sort()).toEqual(bad.map((e) => e.id).sort());
    for (const row of rows) {
      expect(row.consumer).toBe(DURABLE);
      const { key } = malformed.get(row.subject as (typeof eventSubjects)[number]) ?? { key: 'id' };
      expect(row.payload).toMatchObject({ [key]: 42 });
      expect(row.error).toMatch(key);
      expect(row.subject).toBe(bad.find((e) => e.id === row.event_id)?.subject);
    }
    for (const event of bad) {
      expect(logger.error).toHaveBeenCalledWith(
        expect.objectContaining({ eventId: event.id, subject: event.subject, durable: DURABLE }),
        expect.stringContaining('parked'),
      );
    }
    // Parked is not processed: once the contract is fixed, a replay of the same id is handled.
    const processed = await processedIds();
    expect(processed).not.toEqual(expect.arrayContaining([bad[0]?.id]));
    expect(processed.sort()).toEqual(good.map((e) => e.id).sort());
  });

  it('is parked once however often it is delivered, and never reaches the handler', async () => {
    const event = envelope('claims.claim.updated', { status: 'verified' });
    await transport.publish(event);
    await expect.poll(async () => (await parked()).filter((r) => r.event_id === event.id).length).toBe(1);
    // JetStream drops a second publish of the same id, so a redelivery is another bus handing the same event
    // to the same durable (as after a crash before the acknowledgement).
    const again = createMemoryTransport();
    const seen: string[] = [];
    const sub = await startConsumer({
      db,
      transport: again,
      durable: DURABLE,
      subjects: ['claims.claim.updated'],
      logger,
      handle: async (_trx, e) => void seen.push(e.id),
    });
    try {
      const marker = envelope('claims.claim.updated', sampleEventPayloads['claims.claim.updated']);
      await again.publish(event);
      await again.publish(marker);
      await expect.poll(() => seen).toEqual([marker.id]);
      expect((await parked()).filter((r) => r.event_id === event.id)).toHaveLength(1);
      expect(logger.error).toHaveBeenCalledWith(
        expect.objectContaining({ eventId: event.id, again: true }),
        expect.any(String),
      );
    } finally {
      await sub.stop();
      await again.close();
    }
  });
});

describe('a well-formed event', () => {
  it('reaches the handler parsed by its subject schema (defaults filled, unknown fields dropped)', async () => {
    const { businessHours: _, ...withoutHours } = sampleEventPayloads['catalog.studio.updated'];
    const event = envelope('catalog.studio.updated', { ...withoutHours, notInTheContract: true });
    await transport.publish(event);
    await expect.poll(() => handled.find((e) => e.id === event.id), { timeout: 5_000 }).toBeDefined();
    const got = handled.find((e) => e.id === event.id);
    expect(got?.data).not.toHaveProperty('notInTheContract');
    expect(got?.data).toMatchObject({ businessHours: { monday: '', sunday: '' } });
  });
});

describe('afterCommit', () => {
  it('runs once a handled event has committed, and not for a redelivery the consumer skips', async () => {
    // A memory bus can hand the same event over twice (JetStream drops a second publish of the same id).
    const bus = createMemoryTransport();
    const committed: { id: string; visible: Promise<boolean> }[] = [];
    let last = '';
    const sub = await startConsumer({
      db,
      transport: bus,
      durable: 'svc-after-commit',
      subjects: ['claims.claim.updated'],
      logger,
      handle: async (_trx, event) => {
        last = event.id;
      },
      // Read on another connection of the pool: the row is there only once the handler's transaction committed.
      afterCommit: () =>
        committed.push({
          id: last,
          visible: db
            .selectFrom('processed_events')
            .select('event_id')
            .where('consumer', '=', 'svc-after-commit')
            .where('event_id', '=', last)
            .executeTakeFirst()
            .then(Boolean),
        }),
    });
    try {
      const event = envelope('claims.claim.updated', sampleEventPayloads['claims.claim.updated']);
      const marker = envelope('claims.claim.updated', sampleEventPayloads['claims.claim.updated']);
      await bus.publish(event);
      await bus.publish(event);
      await bus.publish(marker);
      await expect.poll(() => committed.map((c) => c.id)).toEqual([event.id, marker.id]);
      expect(await Promise.all(committed.map((c) => c.visible))).toEqual([true, true]);
    } finally {
      await sub.stop();
      await bus.close();
    }
  });
});
