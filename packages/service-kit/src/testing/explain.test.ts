import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db';
import { createTestDatabase, type TestDatabase } from './database';
import { analyze, explainSelects, indexesOf, inRolledBackTransaction, seqScansOf } from './explain';

interface Db {
  items: { id: number; owner: number; label: string };
}

let database: TestDatabase;
let db: Kysely<Db>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<Db>(database.url, 'public');
  await sql`create table items (id int primary key, owner int not null, label text not null)`.execute(db);
  await sql`insert into items select n, n % 500, 'Item ' || n from generate_series(1, 5000) n`.execute(db);
  await analyze(db, ['items']);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const byOwner = (d: Kysely<Db>) => d.selectFrom('items').selectAll().where('owner', '=', 7).execute();

describe('explainSelects', () => {
  it('finds the sequential scan of a query without an index, and the index once there is one', async () => {
    const plans = await explainSelects(db, byOwner);
    expect(plans).toHaveLength(1);
    expect(seqScansOf(plans, ['items'])).toEqual(['Seq Scan on items']);
    // Only the tables named count: a small table may be read whole.
    expect(seqScansOf(plans, ['other'])).toEqual([]);

    await inRolledBackTransaction(db, async (trx) => {
      await sql`create index items_owner on items (owner)`.execute(trx);
      await analyze(trx, ['items']);
      const indexed = await explainSelects(trx, byOwner);
      expect(seqScansOf(indexed, ['items'])).toEqual([]);
      expect(indexesOf(indexed)).toEqual(['items_owner']);
    });
    // Rolled back: the index is gone again.
    expect(seqScansOf(await explainSelects(db, byOwner), ['items'])).toEqual(['Seq Scan on items']);
  });
});
