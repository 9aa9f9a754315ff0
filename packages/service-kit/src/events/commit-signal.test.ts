import {
  malformedEventPayload,
  sampleEventPayload,
  sampleEventPayloads,
} from '@inkbook/contracts/event-samples';
import { type EventPayloadInput, type EventSubject, eventSubjects } from '@inkbook/contracts/events';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb } from '../db';
import { migrateService } from '../service-app';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { createCommitSignal } from './commit-signal';
import { createMemoryTransport } from './memory-transport';
import { enqueueEvent, type OutboxRelay, type OutboxTables, startOutboxRelay } from './outbox';
import type { EventTransport } from './transport';

// Writing an event in a transaction is all a call site does: the commit wakes the relay and this process's
// listeners, and a payload that breaks its subject's contract is refused while tests run.

let testDb: TestDatabase;
let db: Kysely<OutboxTables>;
let transport: EventTransport;
let relay: OutboxRelay;
const signal = createCommitSignal();
const heard: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb<OutboxTables>(testDb.url, 'catalog', { onEventsCommitted: signal.emit });
  await migrateService(db as Kysely<unknown>, 'catalog', {});
  transport = createMemoryTransport();
  await transport.listen(['catalog.>'], (event) => heard.push(event.id));
  // A poll far beyond the test's patience: only the commit can make the relay publish in time.
  relay = startOutboxRelay({
    db,
    transport,
    logger: { info() {}, warn() {}, error() {} },
    intervalMs: 600_000,
  });
  signal.subscribe(() => relay.nudge());
  await relay.flush();
});

afterAll(async () => {
  await relay?.stop();
  await transport?.close();
  await db?.destroy();
  await testDb?.drop();
});

const write = <S extends EventSubject>(subject: S, data: EventPayloadInput<S>) =>
  db.transaction().execute(async (trx) => (await enqueueEvent(trx, subject, data)).id);
// In insertion order: the relay marks rows as sent (an update), which may move them in an unordered scan.
const outboxIds = async () =>
  (await db.selectFrom('outbox').select('id').orderBy('seq').execute()).map((r) => r.id);

describe('a transaction that enqueued events', () => {
  it('is published without any call after the commit', async () => {
    const id = await write('catalog.artist.updated', sampleEventPayload('catalog.artist.updated'));
    await expect.poll(() => heard, { timeout: 3_000 }).toContain(id);
  });

  it('tells listeners before its execute() resolves, once per commit, and only when it wrote events', async () => {
    const listener = vi.fn();
    const unsubscribe = signal.subscribe(listener);
    try {
      await write('catalog.studio.updated', sampleEventPayload('catalog.studio.updated'));
      expect(listener).toHaveBeenCalledTimes(1);

      await db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
      });
      await expect(
        db.transaction().execute(async (trx) => {
          await enqueueEvent(trx, 'catalog.studio.deleted', sampleEventPayload('catalog.studio.deleted'));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      // The rolled-back transaction's connection goes back to the pool unmarked: its next commit says nothing.
      await db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
      });
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
  });

  it('keeps its commit when a listener throws', async () => {
    const unsubscribe = signal.subscribe(() => {
      throw new Error('listener bug');
    });
    try {
      const id = await write('catalog.artist.deleted', sampleEventPayload('catalog.artist.deleted'));
      expect(await outboxIds()).toContain(id);
    } finally {
      unsubscribe();
    }
  });
});

describe.each(eventSubjects)('publishing %s', (subject) => {
  it('refuses a payload that does not match its schema, and the transaction writes nothing', async () => {
    const before = await outboxIds();
    const bad = malformedEventPayload(subject).payload as unknown as EventPayloadInput<typeof subject>;
    await expect(write(subject, bad)).rejects.toThrow(`The ${subject} payload does not match its contract`);
    expect(await outboxIds()).toEqual(before);
    const id = await write(subject, sampleEventPayloads[subject]);
    expect(await outboxIds()).toContain(id);
  });
});

it("does not compile with another subject's payload (and is refused at run time too)", async () => {
  const studio = sampleEventPayloads['catalog.studio.updated'];
  // @ts-expect-error a studio snapshot is not an artist snapshot
  const wrong = write('catalog.artist.updated', studio);
  await expect(wrong).rejects.toThrow('does not match its contract');
});

it('enqueueEvent needs a transaction (a plain connection would write the event apart from the change)', async () => {
  const payload = sampleEventPayload('catalog.studio.deleted');
  // @ts-expect-error the database itself is not a transaction
  const outside = enqueueEvent(db, 'catalog.studio.deleted', payload);
  await expect(outside).rejects.toThrow('inside a transaction');
});
