import { createHash } from 'node:crypto';
import { mediaVariants } from '@inkbook/contracts/media';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMediaUrl } from './media-store';
import { OWNER, startMediaApp } from './media-test-app';
import { jpeg, picture, toDataUrl } from './testing';

let media: Awaited<ReturnType<typeof startMediaApp>>;
beforeAll(async () => {
  media = await startMediaApp();
});
afterAll(() => media?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  media.app.inject({ method: 'GET', url, headers });
const etagOf = (hash: string, variant: string) => `"${hash}-${variant}"`;

describe('public media', () => {
  it('is an immutable file with a 304 for a matching revalidation', async () => {
    const { hash } = await media.store.store(await jpeg(1), { visibility: 'public' });
    const res = await get(`${publicMediaUrl(hash)}/w400.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      etag: etagOf(hash, 'w400.webp'),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-type': 'image/webp',
    });
    const again = await get(`${publicMediaUrl(hash)}/w400.webp`, {
      'if-none-match': `W/${etagOf(hash, 'w400.webp')}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A revalidation of something we never stored is a 404, not a 304.
    const unknown = 'f'.repeat(64);
    expect(
      (await get(`/media/${unknown}`, { 'if-none-match': etagOf(unknown, 'w1600.webp') })).statusCode,
    ).toBe(404);
  });
});

describe('private media', () => {
  it('is unreachable at any public URL, even with its hash known', async () => {
    const { hash } = await media.store.store(toDataUrl(await jpeg(2)), { visibility: 'private' });
    const urls: [string, string][] = [
      [publicMediaUrl(hash), 'w1600.webp'],
      ...mediaVariants.map((variant): [string, string] => [`${publicMediaUrl(hash)}/${variant}`, variant]),
    ];
    for (const [url, variant] of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBeUndefined();
      expect((await get(url, { 'if-none-match': etagOf(hash, variant) })).statusCode, url).toBe(404);
    }
  });

  it('is served by the owner route after its check, never to be cached', async () => {
    const { hash } = await media.store.store(await jpeg(3), { visibility: 'private' });
    expect((await get(`/api/things/${hash}/w800.webp`)).statusCode).toBe(403);
    const res = await get(`/api/things/${hash}/w800.webp`, OWNER);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toBeUndefined();
    expect((await get(`/api/things/${hash}/w999.webp`, OWNER)).statusCode).toBe(404);

    // The private route is no side door to public media either.
    const shared = await media.store.store(await jpeg(4), { visibility: 'public' });
    expect((await get(`/api/things/${shared.hash}/w800.webp`, OWNER)).statusCode).toBe(404);
  });

  it('keeps the same picture stored publicly at another address', async () => {
    const bytes = await jpeg(5);
    const hidden = await media.store.store(bytes, { visibility: 'private' });
    const shown = await media.store.store(bytes, { visibility: 'public' });
    expect(shown.hash).not.toBe(hidden.hash);
    expect((await get(publicMediaUrl(shown.hash))).statusCode).toBe(200);
    expect((await get(publicMediaUrl(hidden.hash))).statusCode).toBe(404);
    // A body naming it by hash reaches it only with its own visibility.
    const own = (ref: string) => ref;
    await expect(media.store.ingest(hidden.hash, { visibility: 'public', own })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await media.store.ingest(hidden.hash, { visibility: 'private', own })).toBe(hidden.hash);
  });
});

describe('claims and the cleanup of unclaimed uploads', () => {
  const ageBy = (hash: string, interval: string) =>
    media.db
      .updateTable('media')
      .set({ created_at: sql<string>`now() - ${interval}::interval` })
      .where('hash', '=', hash)
      .execute();
  const stored = async (hash: string) =>
    (await media.db.selectFrom('media_variants').select('hash').where('hash', '=', hash).execute()).length;

  it('removes only uploads nobody claimed within 24 hours, variants included', async () => {
    const upload = async (seed: number, visibility: 'public' | 'private') =>
      (await media.store.store(await jpeg(seed), { visibility })).hash;
    const [claimedByUrl, claimedByHash, unclaimedOld, unclaimedNew] = [
      await upload(10, 'public'),
      await upload(11, 'private'),
      await upload(12, 'private'),
      await upload(13, 'public'),
    ];
    await media.db
      .transaction()
      .execute((trx) =>
        media.store.claim(trx, [
          `${publicMediaUrl(claimedByUrl)}/w800.webp`,
          claimedByHash,
          null,
          'https://x.test/a.png',
        ]),
      );
    await ageBy(claimedByUrl, '3 days');
    await ageBy(claimedByHash, '3 days');
    await ageBy(unclaimedOld, '25 hours');
    await ageBy(unclaimedNew, '23 hours');

    expect(await media.store.deleteUnclaimed()).toBe(1);
    expect(await stored(claimedByUrl)).toBe(4);
    expect(await stored(claimedByHash)).toBe(4);
    expect(await stored(unclaimedOld)).toBe(0);
    expect(await stored(unclaimedNew)).toBe(4);
  });

  it('forgets what its last record no longer needs, with the caller’s transaction', async () => {
    const [kept, forgotten] = [
      (await media.store.store(await jpeg(15), { visibility: 'private' })).hash,
      (await media.store.store(await jpeg(16), { visibility: 'private' })).hash,
    ];
    await media.db
      .transaction()
      .execute(async (trx) => {
        await media.store.forget(trx, [forgotten, 'not-a-hash']);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await stored(forgotten)).toBe(4);
    await media.db.transaction().execute((trx) => media.store.forget(trx, [forgotten]));
    expect(await stored(forgotten)).toBe(0);
    expect(await stored(kept)).toBe(4);
  });

  it('gives an unclaimed image a new day when it is stored or named in a body again', async () => {
    const bytes = await jpeg(14);
    const { hash } = await media.store.store(bytes, { visibility: 'public' });
    await ageBy(hash, '25 hours');
    expect((await media.store.store(bytes, { visibility: 'public' })).hash).toBe(hash);
    await media.store.deleteUnclaimed();
    expect(await stored(hash)).toBe(4);

    await ageBy(hash, '25 hours');
    expect(await media.store.ingest(publicMediaUrl(hash), { visibility: 'public' })).toBe(hash);
    await media.store.deleteUnclaimed();
    expect(await stored(hash)).toBe(4);
  });
});

describe('files a service made itself', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><path d="M0 0h4"/></svg>',
  );

  it('keeps them byte for byte under their hash, a derived file beside its source, for as long as asked', async () => {
    const hash = await media.store.keep(svg, { type: 'svg', visibility: 'public' });
    expect(hash).toBe(createHash('sha256').update(svg).digest('hex'));
    const kept = await media.store.findVariant(hash, 'svg', 'public');
    expect(kept?.contentType).toBe('image/svg+xml');
    expect(kept?.bytes.equals(svg)).toBe(true);

    const png = await picture(7).png().toBuffer();
    expect(await media.store.keep(png, { type: 'png', visibility: 'public', hash })).toBe(hash);
    expect((await media.store.findVariant(hash, 'png', 'public'))?.bytes.equals(png)).toBe(true);
    expect((await media.store.findVariant(hash, 'svg', 'public'))?.bytes.equals(svg)).toBe(true);

    // Kept again, an old file's clock starts over; left alone past its time, it goes with its derived file.
    await media.db
      .updateTable('media')
      .set({ created_at: sql<string>`now() - '40 days'::interval` })
      .where('hash', '=', hash)
      .execute();
    await media.store.keep(svg, { type: 'svg', visibility: 'public' });
    expect(await media.store.deleteUnclaimed('30 days')).toBe(0);
    await media.db
      .updateTable('media')
      .set({ created_at: sql<string>`now() - '31 days'::interval` })
      .where('hash', '=', hash)
      .execute();
    expect(await media.store.deleteUnclaimed('30 days')).toBe(1);
    expect(await media.store.findVariant(hash, 'png', 'public')).toBeUndefined();
  });
});
