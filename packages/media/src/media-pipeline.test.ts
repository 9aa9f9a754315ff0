import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMediaApp } from './media-test-app';
import { hasGpsIfd, jpeg, jpegWithGps, picture, toDataUrl } from './testing';

let media: Awaited<ReturnType<typeof startMediaApp>>;
beforeAll(async () => {
  media = await startMediaApp();
});
afterAll(() => media?.close());

const upload = (image: string) =>
  media.app.inject({ method: 'POST', url: '/upload/public', payload: { image } });
const get = (url: string) => media.app.inject({ method: 'GET', url });

describe('the image pipeline', () => {
  it('keeps four renditions, never upscaled, each re-encoded', async () => {
    const res = await upload(toDataUrl(await picture(1, 1000, 500).png().toBuffer(), 'image/png'));
    expect(res.statusCode).toBe(201);
    const { hash, width, height } = res.json();
    expect([width, height]).toEqual([1000, 500]);
    for (const [variant, format, expectedWidth] of [
      ['w400.webp', 'webp', 400],
      ['w800.webp', 'webp', 800],
      ['w1600.webp', 'webp', 1000],
      ['original.jpg', 'jpeg', 1000],
    ] as const) {
      const meta = await sharp((await get(`/media/${hash}/${variant}`)).rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual([format, expectedWidth]);
    }

    // At most 2400 px a side is kept.
    const big = await upload(toDataUrl(await picture(2, 3000, 1500).jpeg().toBuffer()));
    expect([big.json().width, big.json().height]).toEqual([2400, 1200]);
  });

  it('strips EXIF and GPS, applying the orientation first', async () => {
    const input = await jpegWithGps(6);
    expect(hasGpsIfd((await sharp(input).metadata()).exif)).toBe(true);
    const { hash } = (await upload(toDataUrl(input))).json();
    for (const variant of ['original.jpg', 'w800.webp']) {
      const out = await get(`/media/${hash}/${variant}`);
      expect((await sharp(out.rawPayload).metadata()).exif).toBeUndefined();
      expect(out.rawPayload.includes('InkbookTestCam')).toBe(false);
    }

    // A phone photo taken sideways (EXIF orientation 6) comes out upright, with no tag left to rotate it again.
    const sideways = await picture(7, 300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = (await upload(toDataUrl(sideways))).json();
    expect([turned.width, turned.height]).toEqual([200, 300]);
  });

  it('decides the type by the bytes, not the label', async () => {
    const cases: [string, string][] = [
      [toDataUrl(Buffer.from('just some text'), 'image/png'), 'Only JPEG, PNG or WebP images are accepted'],
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
      [toDataUrl(await picture(8).gif().toBuffer()), 'Only JPEG, PNG or WebP images are accepted'],
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
      const out = await get(`/media/${res.json().hash}/${variant}`);
      expect(out.rawPayload.includes('<script')).toBe(false);
      expect(out.rawPayload.includes('<html')).toBe(false);
    }
  });

  it('refuses files over the byte limit with 413 and images over the pixel limit with 400', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(10 * 1024 * 1024 + 10)]);
    const tooBig = await upload(toDataUrl(big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Image is too large (max 10 MB)');
    // Raw bytes are held to the same limit as a data URL.
    await expect(media.store.store(big, { visibility: 'public' })).rejects.toMatchObject({
      statusCode: 413,
    });

    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024); // small file, 100 megapixels
    const tooMany = await upload(toDataUrl(huge, 'image/png'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Image dimensions are too large (max 40 megapixels)');
  });
});
