import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './db';
import { createTestDatabase, type TestDatabase } from './testing/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('a connection the database ends', () => {
  it('while a transaction holds it between queries fails that transaction, not the process; the next query runs', async () => {
    const db = createDb(database.url, 'public', { max: 2 });
    const other = createDb(database.url, 'public', { max: 1 });
    try {
      const uncaught: unknown[] = [];
      const record = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', record);
      const held = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Ended from another connection while this one waits on other work (as a transaction awaiting SMTP does).
        await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(other);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow();
      process.off('uncaughtException', record);
      expect(uncaught).toEqual([]);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
      await other.destroy();
    }
  });
});
