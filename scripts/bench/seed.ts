import { createDb } from '@inkbook/service-kit';
import { type Kysely, sql } from 'kysely';

/**
 * The one way a bench writes its fixture: `write` runs on one connection into `schema` (as the service's own, so the
 * services' seeding helpers of their `testing` exports serve it), with no statement timeout, since seeding tens of
 * thousands of rows outlasts the pools' 10 s on a busy machine. Answers the seconds it took.
 */
export async function seedSchema(
  databaseUrl: string,
  schema: string,
  write: (db: Kysely<unknown>) => Promise<void>,
): Promise<number> {
  const db = createDb<unknown>(databaseUrl, schema, { max: 1 });
  const started = performance.now();
  try {
    await sql`set statement_timeout = 0`.execute(db);
    await write(db);
    return (performance.now() - started) / 1000;
  } finally {
    await db.destroy();
  }
}
