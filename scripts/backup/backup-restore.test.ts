import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { jpegDataUrl } from '@inkbook/catalog/testing';
import { type Stack, signIn, startStack } from '@inkbook/composition/testing';
import { artistInquiryBody } from '@inkbook/inquiries/testing';
import { createTestDatabase, type TestDatabase } from '@inkbook/service-kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedArtist, send } from '../../apps/composition/src/journeys/catalog/catalog-stack';
import { MANIFEST_FILE, type Manifest } from './manifest';

// `npm run backup` and `npm run restore` as an operator runs them (their own processes, the app's settings): data made
// through the gateway comes back, the same, through the gateway of a platform started on the restored database.

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const work = mkdtempSync(join(tmpdir(), 'inkbook-backup-'));
const backup = join(work, 'backup');

/** Runs one of the two commands on `databaseUrl`: its exit code and what it printed. */
async function command(script: 'backup' | 'restore', args: string[], databaseUrl: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [join(root, `scripts/${script}.ts`), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** What a browser reads through the gateway: status, content type and body bytes. */
async function read(stack: Stack, url: string, cookie?: string) {
  const res = await send(stack, 'GET', url, cookie ? { cookie } : {});
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload };
}

let original: Stack;
const made = { artistId: '', email: '', password: '', urls: [] as string[] };
const seen = new Map<string, Awaited<ReturnType<typeof read>>>();

beforeAll(async () => {
  original = await startStack({ SESSION_CACHE_MS: '0', INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });
  const { artist, body } = await approvedArtist(original);
  const upload = await send(original, 'POST', '/api/inquiries/attachments', {
    payload: { image: await jpegDataUrl('#a33') },
  });
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
  // Inquiries learns approved artists from catalog's events: retry until it does.
  const inquiry = artistInquiryBody(artist.id, {
    referenceImages: [upload.json().ref],
    placementPhotos: [await jpegDataUrl('#3a3')],
  });
  for (let tries = 0; ; tries += 1) {
    const sent = await send(original, 'POST', '/api/inquiries', { payload: inquiry });
    if (sent.statusCode === 201) break;
    if (tries > 100) throw new Error(`inquiry failed: ${sent.statusCode} ${sent.body}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  Object.assign(made, { artistId: artist.id, email: body.email, password: body.password });
  const cookie = await signIn(original, made.email, made.password);
  const inbox = await read(original, `/api/inquiries/artist/${artist.id}`, cookie);
  const profilePath = `/api/artists/${artist.instagramHandle}`;
  const profile = await read(original, profilePath);
  const [sentInquiry] = JSON.parse(inbox.body.toString()).items;
  const photos: string[] = [...sentInquiry.referenceImages, ...sentInquiry.placementPhotos];
  const media: string[] = [JSON.parse(profile.body.toString()).profileImage];
  made.urls = [`/api/inquiries/artist/${artist.id}`, profilePath, ...photos, ...media];
  for (const url of made.urls) seen.set(url, await read(original, url, cookie));
}, 60_000);

afterAll(async () => {
  await original?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore into an empty database', () => {
  let restored: Stack | undefined;
  afterAll(async () => restored?.close());

  it('brings back the artist, the inquiry and its photos, read the same through the gateway', async () => {
    const backedUp = await command('backup', ['--out', backup], original.databaseUrl);
    expect(backedUp.output).toMatch(/Backed up DATABASE_URL as of .+ images/);
    expect(backedUp.code).toBe(0);
    const manifest: Manifest = JSON.parse(readFileSync(join(backup, MANIFEST_FILE), 'utf8'));
    expect(manifest.tables['catalog.artists']).toBe(1);
    expect(manifest.tables['inquiries.artist_inquiries']).toBe(1);
    expect(manifest.media.inquiries).toBe(2);
    expect(manifest.schemas).toEqual(expect.arrayContaining(['auth', 'catalog', 'inquiries', 'bookings']));

    const target = await createTestDatabase();
    const restoredRun = await command('restore', ['--from', backup], target.url);
    expect(restoredRun.output).toMatch(/Restored the backup of/);
    expect(restoredRun.code).toBe(0);
    restored = await startStack({ SESSION_CACHE_MS: '0' }, target);
    const cookie = await signIn(restored, made.email, made.password);
    expect(made.urls.length).toBe(5);
    for (const url of made.urls) {
      const again = await read(restored, url, cookie);
      expect({ url, status: again.status, type: again.type }).toEqual({
        url,
        status: 200,
        type: seen.get(url)?.type,
      });
      expect(again.body.equals(seen.get(url)?.body ?? Buffer.alloc(0)), url).toBe(true);
    }
  }, 60_000);
});

describe('restore into a database that holds tables', () => {
  let target: TestDatabase;
  beforeAll(async () => {
    target = await createTestDatabase();
  });
  afterAll(async () => target?.drop());

  it('is refused, unless --force replaces them', async () => {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await client.query('create table public.leftover (id int)');
    const refused = await command('restore', ['--from', backup], target.url);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty \(1 tables, e\.g\. public\.leftover\).*--force/s);
    const forced = await command('restore', ['--from', backup, '--force'], target.url);
    expect(forced.code).toBe(0);
    const { rows } = await client.query(
      "select to_regclass('public.leftover') as t, count(*)::int as n from catalog.artists",
    );
    await client.end();
    expect(rows[0]).toEqual({ t: null, n: 1 });
  }, 60_000);
});
