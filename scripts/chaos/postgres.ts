import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, type TestDatabase } from '@inkbook/service-kit/testing';
import pg from 'pg';

const execute = promisify(execFile);

/** Postgres refuses to run as root: as root (a container, CI), its tools run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const run = (tool: string, args: string[]) =>
  asRoot ? execute('runuser', ['-u', 'postgres', '--', tool, ...args]) : execute(tool, args);

/** The server binaries: `PG_BIN` (as the backup's tools), else the newest of Debian's /usr/lib/postgresql/<n>/bin. */
function serverBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const newest = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!newest) throw new Error('no PostgreSQL server binaries: install postgresql or set PG_BIN');
  return join(root, newest, 'bin');
}

export interface PrivatePostgres {
  database: TestDatabase;
  /** Every connection to the database but the caller's ends (pg_terminate_backend); answers how many. */
  terminateConnections(): Promise<number>;
  /** Stops the server at once, as a crash would (`pg_ctl stop -m immediate`): the next start recovers from WAL. */
  crash(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A Postgres cluster of its own (initdb in a temporary folder, a free loopback port, trust for the local user):
 * the chaos run terminates its connections and restarts it, which it must never do to the machine's server.
 * `database.drop()` stops the cluster and removes its folder.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBin();
  const dir = await mkdtemp(join(tmpdir(), 'inkbook-chaos-pg-'));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    await chown(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const ctl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300`;
  const start = async () => {
    await ctl('start', '-w', '-t', '60', '-l', join(dir, 'server.log'), '-o', options);
  };
  await start();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((c) => c.query('create database inkbook'));
  const stop = () => ctl('stop', '-m', 'immediate').then(() => undefined);
  return {
    database: {
      url: `postgres://postgres@127.0.0.1:${port}/inkbook`,
      async drop() {
        await ctl('stop', '-m', 'fast').catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      },
    },
    terminateConnections: () =>
      admin(async (c) => {
        const r = await c.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = 'inkbook' and pid <> pg_backend_pid()`,
        );
        return r.rowCount ?? 0;
      }),
    crash: stop,
    start,
  };
}
