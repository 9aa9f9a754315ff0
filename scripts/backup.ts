// `npm run backup -- [--out <folder>]`: every schema of the app's database (each service's rows and its media, whose
// bytes live in that schema) from one snapshot, into one folder with a manifest. See README "Backups".
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { appSchemas, lastMigrations, mediaCounts, rowCounts } from './backup/contents';
import { openAppDatabase } from './backup/database';
import { DUMP_FILE, MANIFEST_FILE, manifestOf, sha256File } from './backup/manifest';
import { checkToolFits, pgTool } from './backup/pg-tools';
import { BackupProblem, runCommand } from './backup/problem';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

function appVersion(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

await runCommand('Backup', async () => {
  const out = resolve(values.out ?? `backups/inkbook-${new Date().toISOString().replaceAll(':', '-')}`);
  if (existsSync(out)) throw new BackupProblem(`${out} already exists: name a new folder with --out.`);
  // Written beside its final name and renamed once whole, so a folder with the final name is always complete.
  const partial = `${out}.partial`;
  const database = await openAppDatabase();
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    const versions = await checkToolFits('pg_dump', client);
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    // One snapshot for everything: the counts are read in it, and pg_dump joins it (--snapshot), so the manifest
    // describes exactly the dump and every schema is as of one instant (a change across services is in or out whole).
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string; at: Date }>(
      'select pg_export_snapshot() as snapshot, now() as at',
    );
    const [{ snapshot, at }] = rows as [{ snapshot: string; at: Date }];
    const schemas = await appSchemas(client);
    const tables = await rowCounts(client);
    if (Object.keys(tables).length === 0)
      throw new BackupProblem(`${database.where} holds no tables: there is nothing to back up.`);
    const migrations = await lastMigrations(client, Object.keys(tables));
    const dumpPath = join(partial, DUMP_FILE);
    await pgTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${dumpPath}`],
      database.url,
    );
    await client.query('commit');
    const manifest = manifestOf({
      createdAt: at.toISOString(),
      appVersion: appVersion(),
      postgres: { server: versions.server, pgDump: versions.tool },
      schemas,
      migrations,
      tables,
      media: mediaCounts(tables),
      dump: { file: DUMP_FILE, bytes: statSync(dumpPath).size, sha256: await sha256File(dumpPath) },
    });
    writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, out);
    const rowsTotal = Object.values(tables).reduce((a, b) => a + b, 0);
    const mediaTotal = Object.values(manifest.media).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${database.where} as of ${manifest.createdAt}: ${schemas.length} schemas, ${rowsTotal} rows, ${mediaTotal} images, ${manifest.dump.bytes} bytes.\n  ${out}`,
    );
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
    await database.stop();
  }
});
