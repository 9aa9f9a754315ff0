import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BackupProblem } from './problem';

export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.dump';
const FORMAT = 'inkbook-backup-1';

/** What a backup folder holds, written last: a folder without it is a backup that did not finish. */
export interface Manifest {
  format: typeof FORMAT;
  /** The snapshot's time: the backup holds everything committed before it. */
  createdAt: string;
  /** The commit of the code that made it (`unknown` outside a git checkout). */
  appVersion: string;
  postgres: { server: string; pgDump: string };
  schemas: string[];
  /** Each schema's last migration. */
  migrations: Record<string, string>;
  /** Rows per `schema.table` in the snapshot; a restore must find the same. */
  tables: Record<string, number>;
  /** Images per schema (the media is in the dump: each service stores its images' bytes in its own schema). */
  media: Record<string, number>;
  dump: { file: typeof DUMP_FILE; bytes: number; sha256: string };
}

export function manifestOf(fields: Omit<Manifest, 'format'>): Manifest {
  return { format: FORMAT, ...fields };
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Reads a backup folder's manifest and checks its dump is whole (size and SHA-256 as written), or says what is
 * wrong: missing, unfinished, another format, damaged.
 */
export async function readBackup(dir: string): Promise<Manifest> {
  if (!existsSync(dir)) throw new BackupProblem(`There is no backup at ${dir}.`);
  const manifestPath = join(dir, MANIFEST_FILE);
  if (!existsSync(manifestPath))
    throw new BackupProblem(
      `${dir} is not a complete backup: it has no ${MANIFEST_FILE} (a backup writes it last, once its dump is whole).`,
    );
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    throw new BackupProblem(`${manifestPath} is damaged: it is not JSON.`);
  }
  if (manifest?.format !== FORMAT || typeof manifest.dump?.sha256 !== 'string' || !manifest.tables)
    throw new BackupProblem(`${manifestPath} is not an Inkbook backup manifest (${FORMAT}).`);
  const dumpPath = join(dir, DUMP_FILE);
  if (!existsSync(dumpPath)) throw new BackupProblem(`The backup is partial: ${dumpPath} is missing.`);
  const bytes = statSync(dumpPath).size;
  if (bytes !== manifest.dump.bytes)
    throw new BackupProblem(
      `The backup is damaged: ${dumpPath} has ${bytes} bytes, its manifest says ${manifest.dump.bytes}.`,
    );
  if ((await sha256File(dumpPath)) !== manifest.dump.sha256)
    throw new BackupProblem(`The backup is damaged: ${dumpPath} does not match its manifest's SHA-256.`);
  return manifest;
}
