import { type Stack, startStack } from '@inkbook/composition/testing';
import { mediaVariants } from '@inkbook/contracts/media';
import { jpeg, png, toDataUrl, webp } from '@inkbook/media/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStore } from './media.service';
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

const upload = async (image: string) => {
  const res = await stack.gateway.inject({ method: 'POST', url: '/api/media', payload: { image } });
  // Whatever happens, an answer never echoes image data back (DESIGN §5).
  expect(res.body).not.toContain('data:image');
  return res;
};
const get = (url: string, headers: Record<string, string> = {}) =>
  stack.gateway.inject({ method: 'GET', url, headers });

describe('POST /api/media', () => {
  it.each([
    ['JPEG', () => jpeg(1), 'image/jpeg'],
    ['PNG', () => png(2), 'image/png'],
    ['WebP', () => webp(3), 'image/webp'],
  ])('stores a %s and serves every rendition as an immutable file', async (_name, make, type) => {
    const res = await upload(toDataUrl(await make(), type));
    expect(res.statusCode).toBe(201);
    const { url, width, height } = res.json();
    expect(url).toMatch(/^\/media\/[a-f0-9]{64}$/);
    expect([width, height]).toEqual([900, 600]);

    const main = await get(url);
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('image/webp');
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(main.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(main.rawPayload).metadata()).width).toBe(900); // 1600 wide, but never upscaled

    for (const [variant, format, expectedWidth] of [
      ['w400.webp', 'webp', 400],
      ['w800.webp', 'webp', 800],
      ['w1600.webp', 'webp', 900],
      ['original.jpg', 'jpeg', 900],
    ] as const) {
      const res = await get(`${url}/${variant}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual([format, expectedWidth]);
    }
  });

  it('answers 304 to a matching If-None-Match and 404 JSON for unknown images', async () => {
    const { url } = (await upload(toDataUrl(await jpeg(4)))).json();
    const first = await get(`${url}/w400.webp`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{64}-w400\.webp"$/);
    const again = await get(`${url}/w400.webp`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(`${url}/w800.webp`, { 'if-none-match': etag })).statusCode).toBe(200);

    for (const missing of [`/media/${'0'.repeat(64)}`, `${url}/w999.webp`, '/media/not-a-hash']) {
      const res = await get(missing);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('stores the same image once', async () => {
    const image = toDataUrl(await png(5), 'image/png');
    const a = (await upload(image)).json().url;
    const b = (await upload(image)).json().url;
    expect(b).toBe(a);
    const hash = a.split('/').pop();
    const rows = await db.selectFrom('media').select('hash').where('hash', '=', hash).execute();
    expect(rows).toHaveLength(1);
    const variants = await db
      .selectFrom('media_variants')
      .select('variant')
      .where('hash', '=', hash)
      .execute();
    expect(variants.map((v) => v.variant).sort()).toEqual([
      'original.jpg',
      'w1600.webp',
      'w400.webp',
      'w800.webp',
    ]);
  });
});

describe('private media', () => {
  it('is unreachable at any public URL, even by its hash', async () => {
    const bytes = await jpeg(10);
    const stored = await mediaStore(db).ingest(bytes, { visibility: 'private' });
    const publicUrl = (await upload(toDataUrl(bytes))).json().url as string;
    // The same picture uploaded publicly gets its own address; the private one stays a 404 everywhere public.
    expect(publicUrl).not.toBe(`/media/${stored.hash}`);
    expect((await get(publicUrl)).statusCode).toBe(200);

    const base = `/media/${stored.hash}`;
    const urls: [string, string][] = [
      [base, 'w1600.webp'],
      ...mediaVariants.map((variant): [string, string] => [`${base}/${variant}`, variant]),
    ];
    for (const [url, variant] of urls) {
      expect((await get(url)).statusCode, url).toBe(404);
      const revalidated = await get(url, { 'if-none-match': `"${stored.hash}-${variant}"` });
      expect(revalidated.statusCode, url).toBe(404);
    }
    for (const url of [base, `${base}/w400.webp`, `https://inkbook.example${base}`]) {
      expect((await get(`/api/download-image?url=${encodeURIComponent(url)}`)).statusCode, url).toBe(404);
    }
  });
});
