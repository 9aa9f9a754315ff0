import { STUDIO_BANNER_ASPECT, STUDIO_BANNER_MAX_SIDE } from '@inkbook/contracts/lead-image';
import { mediaVariants } from '@inkbook/contracts/media';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from '@inkbook/media';
import { jpeg, picture, png, toDataUrl } from '@inkbook/media/testing';
import { useService } from '@inkbook/service-kit/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CatalogDb } from '../db';
import { catalogService } from '../testing/factories';
import { createCatalogMedia, ingestImages } from './media.service';

// How the catalog keeps media: one row per picture, private files nowhere public, references taken only from its
// own uploads, claims inside the write that uses them. Serving through the gateway is a journey in composition.
const ctx = useService(catalogService);

// A store over the test's database, as buildApp builds one (the limits are the configured defaults unless given).
const media = (limits: ImageLimits = DEFAULT_IMAGE_LIMITS) => createCatalogMedia(ctx.db, limits);
const ingestOne = async (ref: string, limits?: ImageLimits) => (await ingestImages(media(limits), [ref]))[0];
const claimMedia = (trx: CatalogDb, urls: (string | null | undefined)[]) => media().claim(trx, urls);

const upload = async (image: string) => {
  const res = await ctx.inject({ method: 'POST', url: '/api/media', payload: { image } });
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
  ctx.inject({ method: 'GET', url, headers });

describe('POST /api/media', () => {
  it('stores the same image once', async () => {
    const image = toDataUrl(await png(5), 'image/png');
    const a = (await upload(image)).json().url;
    const b = (await upload(image)).json().url;
    expect(b).toBe(a);
    const hash = a.split('/').pop();
    const rows = await ctx.db.selectFrom('media').select('hash').where('hash', '=', hash).execute();
    expect(rows).toHaveLength(1);
    const variants = await ctx.db
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

describe('a studio banner', () => {
  it('as the web sends it (cropped to the hero, 2400 px wide) keeps a 1600 px rendition for a desktop hero', async () => {
    const width = STUDIO_BANNER_MAX_SIDE;
    const sent = await picture(7, width, width / STUDIO_BANNER_ASPECT)
      .jpeg()
      .toBuffer();
    const url = await uploadUrl(sent);
    const widths: Record<string, number | undefined> = {};
    for (const variant of ['w400.webp', 'w800.webp', 'w1600.webp']) {
      const res = await get(`${url}/${variant}`);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width / meta.height).toBeCloseTo(STUDIO_BANNER_ASPECT, 1);
      widths[variant] = meta.width;
    }
    expect(widths).toEqual({ 'w400.webp': 400, 'w800.webp': 800, 'w1600.webp': 1600 });
  });
});

describe('private media', () => {
  it('is unreachable at any public URL, even by its hash', async () => {
    const bytes = await jpeg(10);
    const stored = await media().store(bytes, { visibility: 'private' });
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

describe('ingest / claim', () => {
  it('keeps our own URLs, normalises variants and refuses the rest', async () => {
    const url = await uploadUrl(await jpeg(21));
    expect(await ingestOne(url)).toBe(url);
    expect(await ingestImages(media(), [`${url}/w800.webp`, url])).toEqual([url, url]);
    for (const ref of [
      `/media/${'b'.repeat(64)}`,
      'https://example.com/a.png',
      '/media/../secret',
      'hello',
      '',
    ]) {
      await expect(ingestOne(ref)).rejects.toMatchObject({
        statusCode: 400,
        message: 'Images must be uploaded files',
      });
    }
  });

  it('ingests data URLs with the limits it is given', async () => {
    const image = toDataUrl(await png(22), 'image/png');
    const url = await ingestOne(image);
    expect(url).toMatch(/^\/media\/[a-f0-9]{64}$/);
    await expect(ingestOne(image, { maxBytes: 100, maxPixels: 40_000_000 })).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(ingestOne(image, { maxBytes: 10_000_000, maxPixels: 1000 })).rejects.toMatchObject({
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
      ctx.db.transaction().execute(async (trx) => {
        await claimMedia(trx, [url]);
        expect(await claimedAt(trx, url)).toEqual(expect.any(String));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await claimedAt(ctx.db, url)).toBeNull();

    await ctx.db
      .transaction()
      .execute((trx) => claimMedia(trx, [`${url}/w800.webp`, null, undefined, 'https://example.com/x.png']));
    expect(await claimedAt(ctx.db, url)).toEqual(expect.any(String));
  });
});
