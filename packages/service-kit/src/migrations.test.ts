import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb } from './db';
import { outboxMigration } from './events';
import { migrateToLatest } from './migrations';
import { migrateService } from './service-app';
import { createTestDatabase, type TestDatabase } from './testing/database';

let testDb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb<unknown>(testDb.url, 'claims');
});

afterAll(async () => {
  await db?.destroy();
  await testDb?.drop();
});

it('runs a kit migration added after a database already ran the service migrations dated later', async () => {
  const service = {
    '2026-11-22_001_claims': {
      up: async (d: Kysely<unknown>) => {
        await sql`create table claims (id uuid primary key)`.execute(d);
      },
    },
  };
  // A database from before the kit had parked events: its outbox and the service's own tables exist.
  expect(await migrateToLatest(db, 'claims', { '0000_outbox': outboxMigration, ...service })).toEqual([
    '0000_outbox',
    '2026-11-22_001_claims',
  ]);
  expect(await migrateService(db, 'claims', service)).toEqual(['0001_parked_events']);
  expect(await migrateService(db, 'claims', service)).toEqual([]);
  await sql`select consumer, event_id, subject, payload, error, occurred_at, parked_at from parked_events`.execute(
    db,
  );
});
