// `npm run restore -- --from <folder> [--force]`: a backup made by `npm run backup` into an empty database (the one
// the app's settings name), checked whole before and counted after. See README "Backups".
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { appSchemas, appTables, rowCounts } from './backup/contents';
import { openAppDatabase } from './backup/database';
import { DUMP_FILE, readBackup } from './backup/manifest';
import { pgTool } from './backup/pg-tools';
import { BackupProblem, runCommand } from './backup/problem';

/**
 * Events published shortly before the snapshot may not have reached every consumer in it, and the event stream's
 * copy is not restored: they are published again (consumers skip the ones they had processed, DESIGN §4).
 */
const REPUBLISH_WINDOW = '15 minutes';

const { values } = parseArgs({
  options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
});

await runCommand('Restore', async () => {
  if (!values.from) throw new BackupProblem('Name the backup folder: npm run restore -- --from <folder>');
  const from = resolve(values.from);
  const manifest = await readBackup(from);
  const dumpPath = join(from, DUMP_FILE);
  // Reads the archive's table of contents: a dump that pg_restore cannot read fails here, before anything changes.
  await pgTool('pg_restore', ['--list', dumpPath]);
  const database = await openAppDatabase();
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    const present = await appTables(client);
    if (present.length > 0 && !values.force)
      throw new BackupProblem(
        `${database.where} is not empty (${present.length} tables, e.g. ${present.slice(0, 3).join(', ')}). Restore into an empty database, or add --force to replace every schema in it.`,
      );
    if (values.force)
      for (const schema of await appSchemas(client))
        await client.query(`drop schema ${client.escapeIdentifier(schema)} cascade`);
    await client.query('create schema if not exists public');
    // One transaction: a restore that fails part-way leaves the database as it was. Owners and grants are the
    // restoring user's (the backup's server may have had other roles).
    await pgTool(
      'pg_restore',
      ['--single-transaction', '--exit-on-error', '--no-owner', '--no-acl', dumpPath],
      database.url,
    );
    let republished = 0;
    for (const table of (await appTables(client)).filter((t) => t.endsWith('.outbox'))) {
      const { rowCount } = await client.query(
        `update ${table} set published_at = null where published_at > $1::timestamptz - interval '${REPUBLISH_WINDOW}'`,
        [manifest.createdAt],
      );
      republished += rowCount ?? 0;
    }
    const counts = await rowCounts(client);
    const differ = Object.keys({ ...manifest.tables, ...counts }).filter(
      (table) => counts[table] !== manifest.tables[table],
    );
    if (differ.length > 0)
      throw new BackupProblem(
        `The restored database differs from the backup's manifest in ${differ.map((t) => `${t} (${counts[t] ?? 'missing'}, manifest ${manifest.tables[t] ?? 'missing'})`).join(', ')}.`,
      );
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${database.where}: ${manifest.schemas.length} schemas, ${rows} rows (as its manifest counts), ${republished} recent events to publish again.`,
    );
  } finally {
    await client.end().catch(() => {});
    await database.stop();
  }
});
