import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { forgetPublishedEvents } from './forget';
import { enqueueEvent, type OutboxTables, outboxMigration } from './outbox';
import { parkedEventsMigration } from './parked-events';

let testDb: TestDatabase;
let db: Kysely<OutboxTables>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = new Kysely<OutboxTables>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: testDb.url, max: 2 }) }),
  });
  await outboxMigration.up(db);
  await parkedEventsMigration.up(db);
});

afterAll(async () => {
  await db?.destroy();
  await testDb?.drop();
});

const naming = (artistName: string) =>
  db
    .transaction()
    .execute((trx) =>
      enqueueEvent(
        trx,
        'catalog.artist.updated',
        sampleEventPayload('catalog.artist.updated', { artistName }),
      ),
    );

it('forgets published events naming the person and the one being handled, never another unpublished one', async () => {
  const published = await naming('Ada Erased');
  await db
    .updateTable('outbox')
    .set({ published_at: new Date().toISOString() })
    .where('id', '=', published.id)
    .execute();
  // Delivered to this service's own consumer before its relay marked it: out all the same.
  const handled = await naming('Ada Erased');
  const waiting = await naming('Ada Erased');
  const other = await naming('Someone Else');

  await db.transaction().execute((trx) => forgetPublishedEvents(trx, ['Ada Erased'], handled.id));

  const left = await db.selectFrom('outbox').select('id').execute();
  expect(left.map((row) => row.id).sort()).toEqual([waiting.id, other.id].sort());
  expect(await sql`select 1 from outbox where payload::text like '%Ada Erased%'`.execute(db)).toMatchObject({
    rows: [{}],
  });
});
