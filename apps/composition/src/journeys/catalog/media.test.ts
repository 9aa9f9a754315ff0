import { jpeg, png, toDataUrl, webp } from '@inkbook/media/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../testing/stack';

// Media as a browser meets it: uploaded and served through the gateway, downloaded as an attachment.
// How the catalog stores media (deduplication, private files, claims) is the catalog's own test.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const upload = async (image: string) => {
  const res = await stack.gateway.inject({ method: 'POST', url: '/api/media', payload: { image } });
  // Whatever happens, an answer never echoes image data back (DESIGN §5).
  expect(res.body).not.toContain('data:image');
  return res;
};
const uploadUrl = async (bytes: Buffer) => {
  const res = await upload(toDataUrl(bytes));
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
};
const get = (url: string, headers: Record<string, string> = {}) =>
  stack.gateway.inject({ method: 'GET', url, headers });
const download = (query: Record<string, string>) =>
  stack.gateway.inject({ method: 'GET', url: '/api/download-image', query });

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
});

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
      [{ url, filename: 'a"b x-header: 1.jpeg' }, 'a-b-x-header-1.jpg'],
      [{ url, filename: '.png' }, 'inkbook-image.jpg'],
    ];
    for (const [query, filename] of cases) {
      const res = await download(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
    }
    // Line breaks never reach a header: like every single-line text field, the name refuses control characters.
    const injected = await download({ url, filename: 'a\r\nx-header: 1.jpeg' });
    expect(injected.statusCode).toBe(400);
    expect(injected.headers['x-header']).toBeUndefined();
    expect(injected.json().error.fields.filename).toBe('filename contains characters that are not allowed');
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
