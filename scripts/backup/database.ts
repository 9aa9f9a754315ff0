import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  EMBEDDED_PG_PORT,
  embeddedDatabaseUrl,
  startEmbeddedDatabase,
} from '../../apps/standalone/src/embedded-database';

export interface AppDatabase {
  url: string;
  /** Where it is, in words (never the URL: it may hold a password). */
  where: string;
  stop(): Promise<void>;
}

/** Whether a Postgres server answers at `url` (a refused connection: nobody is running it). */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return false;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The database the app uses, from the same settings: `DATABASE_URL`, else the standalone's embedded Postgres under
 * `DATA_DIR` (reached on `EMBEDDED_PG_PORT` while `npm start` runs, started here and stopped again when it does not).
 */
export async function openAppDatabase(env: NodeJS.ProcessEnv = process.env): Promise<AppDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, where: 'DATABASE_URL', stop: async () => {} };
  const dataDir = env.DATA_DIR ?? fileURLToPath(new URL('../../.data', import.meta.url));
  const port = Number(env.EMBEDDED_PG_PORT ?? EMBEDDED_PG_PORT);
  const url = embeddedDatabaseUrl(port);
  const where = `the embedded Postgres in ${dataDir}`;
  if (await answers(url)) return { url, where, stop: async () => {} };
  const started = await startEmbeddedDatabase(dataDir, port);
  return { url, where, stop: started.stop };
}
