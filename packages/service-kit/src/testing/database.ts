import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server tests create their throwaway databases on (trust auth on this project's machines). */
export const testServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database per test file: services own fixed schema names, so a database is the unit of isolation. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `inkbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: testServerUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
