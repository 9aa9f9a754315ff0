import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DUMP_FILE, MANIFEST_FILE, manifestOf, readBackup, sha256File } from './manifest';

// A restore reads a backup only once it is whole: these are the ways one is not, each said as what it is.

let dir: string;
const dump = randomBytes(4096);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inkbook-manifest-'));
  writeFileSync(join(dir, DUMP_FILE), dump);
  const manifest = manifestOf({
    createdAt: '2026-12-01T03:00:00.000Z',
    appVersion: 'test',
    postgres: { server: '15.20', pgDump: 'pg_dump (PostgreSQL) 15.20' },
    schemas: ['catalog'],
    migrations: { catalog: '2026-11-22_001_catalog' },
    tables: { 'catalog.artists': 3 },
    media: { catalog: 0 },
    dump: { file: DUMP_FILE, bytes: dump.length, sha256: await sha256File(join(dir, DUMP_FILE)) },
  });
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readBackup', () => {
  it('answers the manifest of a whole backup', async () => {
    expect((await readBackup(dir)).tables).toEqual({ 'catalog.artists': 3 });
  });

  it('refuses a folder that is not there', async () => {
    await expect(readBackup(join(dir, 'nope'))).rejects.toThrow(/There is no backup at .*nope/);
  });

  it('refuses a backup that did not finish (no manifest)', async () => {
    rmSync(join(dir, MANIFEST_FILE));
    await expect(readBackup(dir)).rejects.toThrow(/is not a complete backup: it has no manifest\.json/);
  });

  it('refuses a manifest that is not JSON, or not ours', async () => {
    writeFileSync(join(dir, MANIFEST_FILE), '{"format": "inkbook-backup-1", "dum');
    await expect(readBackup(dir)).rejects.toThrow(/manifest\.json is damaged: it is not JSON/);
    writeFileSync(join(dir, MANIFEST_FILE), '{"format": "something-else"}');
    await expect(readBackup(dir)).rejects.toThrow(/is not an Inkbook backup manifest/);
  });

  it('refuses a missing, cut or changed dump', async () => {
    writeFileSync(join(dir, DUMP_FILE), dump.subarray(0, 1000));
    await expect(readBackup(dir)).rejects.toThrow(/damaged: .* has 1000 bytes, its manifest says 4096/);
    const changed = Buffer.from(dump);
    changed.writeUInt8(changed.readUInt8(2048) ^ 0xff, 2048);
    writeFileSync(join(dir, DUMP_FILE), changed);
    await expect(readBackup(dir)).rejects.toThrow(/damaged: .* does not match its manifest's SHA-256/);
    rmSync(join(dir, DUMP_FILE));
    await expect(readBackup(dir)).rejects.toThrow(/partial: .*database\.dump is missing/);
  });
});
