import { type Stack, startStack } from '@inkbook/composition/testing';
import { jpeg, png, toDataUrl } from '@inkbook/media/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDb } from '../db';
import { claimMedia, ingestImage, ingestImages } from './media.service';
import { catalogDb } from './test-images';

let stack: Stack;
let db: ReturnType<typeof catalogDb>;
beforeAll(async () => {
  stack = await startStack();
  db = catalogDb(stack.databaseUrl);
});
afterAll(async () => {
  await db?.destroy();
  await stack?.close();
});

const uploadUrl = async (bytes: Buffer) => {
  const res = await stack.gateway.inject({
    method: 'POST',
    url: '/api/media',
    payload: { image: toDataUrl(bytes) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
};
const download = (query: Record<string, string>) =>
  stack.gateway.inject({ method: 'GET', url: '/api/download-image', query });

describe('GET /api/download-image', () => {
  it('serves our image as a JPEG attachment under a sanitised name', async () => {
    const url = await uploadUrl(await png(20));
    const cases: [Record<string, string>, string][] = [
      [{ url }, 'inkbook-image.jpg'],
      [{ url: `${url}/w400.webp`, filename: 'Ink & Iron-portfolio-3.png' }, 'ink-iron-portfolio-3.png'],
      [
        { url: `https://inkbook.example${url}`, filename: 'tattoo-design-1767225600000.png' },
        'tattoo-design-1767225600000.png',
      ],
      [{ url, filename: '../../etc/passwd' }, 'etc-passwd.jpg'],
      [{ url, filename: 'a"b\r\nx-header: 1.jpeg' }, 'a-b-x-header-1.jpg'],
      [{ url, filename: '.png' }, 'inkbook-image.jpg'],
    ];
    for (const [query, filename] of cases) {
      const res = await download(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  it('refuses anything that is not our media, without fetching it', async () => {
    for (const url of [
      'https://example.com/x.jpg',
      'http://127.0.0.1:5432/',
      '/etc/passwd',
      '/media/../x',
      `/media/../media/${'a'.repeat(64)}`,
      `/media/${'a'.repeat(64)}/../../etc/passwd`,
      `https://example.com/media/${'a'.repeat(64)}?next=http://evil`,
      'file:///etc/passwd',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
    ]) {
      const res = await download({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Only Inkbook images can be downloaded');
    }
    expect((await download({ url: `/media/${'a'.repeat(64)}` })).statusCode).toBe(404);
    expect((await download({})).statusCode).toBe(400);
  });
});

describe('ingestImage / claimMedia', () => {
  it('keeps our own URLs, normalises variants and refuses the rest', async () => {
    const url = await uploadUrl(await jpeg(21));
    expect(await ingestImage(db, url)).toBe(url);
    expect(await ingestImages(db, [`${url}/w800.webp`, url])).toEqual([url, url]);
    for (const ref of [
      `/media/${'b'.repeat(64)}`,
      'https://example.com/a.png',
      '/media/../secret',
      'hello',
      '',
    ]) {
      await expect(ingestImage(db, ref)).rejects.toMatchObject({
        statusCode: 400,
        message: 'Images must be uploaded files',
      });
    }
  });

  it('ingests data URLs with the limits it is given', async () => {
    const image = toDataUrl(await png(22), 'image/png');
    const url = await ingestImage(db, image);
    expect(url).toMatch(/^\/media\/[a-f0-9]{64}$/);
    await expect(ingestImage(db, image, { maxBytes: 100, maxPixels: 40_000_000 })).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(ingestImage(db, image, { maxBytes: 10_000_000, maxPixels: 1000 })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('claimMedia in a write transaction', () => {
  const claimedAt = async (executor: CatalogDb, url: string) =>
    (
      await executor
        .selectFrom('media')
        .select('claimed_at')
        .where('hash', '=', url.split('/').pop()!)
        .executeTakeFirstOrThrow()
    ).claimed_at;

  it('claims with the transaction: rolled back with it, kept when it commits', async () => {
    const url = await uploadUrl(await jpeg(30));
    const rollback = new Error('profile write failed');
    await expect(
      db.transaction().execute(async (trx) => {
        await claimMedia(trx, [url]);
        expect(await claimedAt(trx, url)).toEqual(expect.any(String));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await claimedAt(db, url)).toBeNull();

    await db
      .transaction()
      .execute((trx) => claimMedia(trx, [`${url}/w800.webp`, null, undefined, 'https://example.com/x.png']));
    expect(await claimedAt(db, url)).toEqual(expect.any(String));
  });
});
