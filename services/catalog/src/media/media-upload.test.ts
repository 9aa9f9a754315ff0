import { randomBytes } from 'node:crypto';
import { type Stack, startStack } from '@inkbook/gateway/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDb, hasGpsIfd, jpeg, jpegWithGps, picture, png, toDataUrl, webp } from './test-images';

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

  it('strips EXIF and GPS, applying the orientation first', async () => {
    const input = await jpegWithGps(6);
    const before = await sharp(input).metadata();
    expect(hasGpsIfd(before.exif)).toBe(true);
    const { url } = (await upload(toDataUrl(input))).json();
    for (const variant of ['original.jpg', 'w800.webp']) {
      const out = await get(`${url}/${variant}`);
      const meta = await sharp(out.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(out.rawPayload.includes('InkbookTestCam')).toBe(false);
    }

    // A phone photo taken sideways (EXIF orientation 6) comes out upright, with no tag left to rotate it again.
    const sideways = await picture(7, 300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = (await upload(toDataUrl(sideways))).json();
    expect([turned.width, turned.height]).toEqual([200, 300]);
  });

  it('decides the type by the bytes, not the label', async () => {
    const cases: [string, string][] = [
      [
        toDataUrl(Buffer.from('just some text, not an image'), 'image/png'),
        'Only JPEG, PNG or WebP images are accepted',
      ],
      [
        toDataUrl(Buffer.from('<html><script>alert(1)</script></html>')),
        'Only JPEG, PNG or WebP images are accepted',
      ],
      [
        toDataUrl(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          'image/svg+xml',
        ),
        'Only JPEG, PNG or WebP images are accepted',
      ],
      [
        toDataUrl(await picture(8).gif().toBuffer(), 'image/jpeg'),
        'Only JPEG, PNG or WebP images are accepted',
      ],
      [toDataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])), 'The image could not be read'],
      ['data:text/plain;base64,aGVsbG8=', 'Images must be uploaded files'],
      ['https://example.com/x.jpg', 'Images must be uploaded files'],
    ];
    for (const [image, message] of cases) {
      const res = await upload(image);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('re-encodes a JPEG with HTML appended into a clean image', async () => {
    const polyglot = Buffer.concat([
      await jpeg(9),
      Buffer.from('<html><script>alert(document.cookie)</script>'),
    ]);
    const res = await upload(toDataUrl(polyglot));
    expect(res.statusCode).toBe(201);
    for (const variant of ['original.jpg', 'w400.webp', 'w1600.webp']) {
      const out = await get(`${res.json().url}/${variant}`);
      expect(out.rawPayload.includes('<script')).toBe(false);
      expect(out.rawPayload.includes('<html')).toBe(false);
    }
  });

  it('refuses files over 10 MB with 413 and images over 40 megapixels with 400', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(10 * 1024 * 1024 + 10)]);
    const tooBig = await upload(toDataUrl(big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Image is too large (max 10 MB)');

    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024); // small file, 100 megapixels
    const tooMany = await upload(toDataUrl(huge, 'image/png'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Image dimensions are too large (max 40 megapixels)');
  });
});
