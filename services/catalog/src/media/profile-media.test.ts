import { randomUUID } from 'node:crypto';
import { DEFAULT_IMAGE_LIMITS } from '@inkbook/media';
import { jpegDataUrl } from '@inkbook/media/testing';
import { useService } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { deleteArtist } from '../artists/artist.repository';
import { catalogService, insertArtist, insertStudio } from '../testing/factories';
import { createCatalogMedia } from './media.service';
import { artistImages, releaseImages } from './profile-media';

// Issue 27 item 5: a deleted profile's images leave public view in the delete's transaction, whether an admin deleted
// it or its owner deleted their account; a picture another profile still shows stays.
const ctx = useService(catalogService);

/** A new picture stored as POST /api/media stores it: its canonical URL. */
async function uploaded(): Promise<string> {
  const res = await ctx.inject({
    method: 'POST',
    url: '/api/media',
    payload: { image: await jpegDataUrl() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}
const uploads = (count: number) => Promise.all(Array.from({ length: count }, uploaded));

/** What GET /media/... answers for each URL, at its default and one named rendition. */
const statuses = async (urls: string[]) =>
  Promise.all(
    urls
      .flatMap((url) => [url, `${url}/w400.webp`])
      .map(async (url) => {
        return (await ctx.inject({ method: 'GET', url })).statusCode;
      }),
  );
/** Stored renditions of these URLs' pictures (their bytes), left in the schema. */
const storedVariants = async (urls: string[]) =>
  (
    await ctx.db
      .selectFrom('media_variants')
      .select('hash')
      .where(
        'hash',
        'in',
        urls.map((url) => url.split('/').pop() as string),
      )
      .execute()
  ).length;

describe('a deleted profile’s images', () => {
  it('an admin deleting an artist: their images answer 404 and their bytes are gone; a picture another artist shows stays', async () => {
    const [profile, portfolio, flash, shared] = (await uploads(4)) as [string, string, string, string];
    const artist = await insertArtist(ctx.db, {
      status: 'approved',
      profile_image: profile,
      portfolio_images: [portfolio, shared],
      flash_images: [flash],
    });
    await insertArtist(ctx.db, { status: 'approved', portfolio_images: [shared] });
    const own = [profile, portfolio, flash];
    expect(await statuses([...own, shared])).toEqual(Array(8).fill(200));

    const res = await ctx.inject(
      { method: 'DELETE', url: `/api/admin/artists/${artist.id}` },
      ctx.auth.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await statuses(own)).toEqual(Array(6).fill(404));
    expect(await storedVariants(own)).toBe(0);
    expect(await statuses([shared])).toEqual([200, 200]);
  });

  it('a studio owner deleting their account: the studio’s images answer 404 once catalog hears of it', async () => {
    const [logo, banner, interior, exterior] = (await uploads(4)) as [string, string, string, string];
    const studio = await insertStudio(ctx.db, {
      status: 'approved',
      logo,
      banner_image: banner,
      interior_images: [interior],
      exterior_images: [exterior],
    });
    const own = [logo, banner, interior, exterior];
    expect(await statuses(own)).toEqual(Array(8).fill(200));

    await ctx.publish('auth.user.deleted', {
      id: randomUUID(),
      email: studio.business_email,
      erase: true,
      artistId: null,
      studioId: studio.id,
    });
    expect(await statuses(own)).toEqual(Array(8).fill(404));
    expect(await storedVariants(own)).toBe(0);
  });

  it('a picture two artists share, both deleted at once: the later delete waits for the first and releases it', async () => {
    const [shared] = (await uploads(1)) as [string];
    const first = await insertArtist(ctx.db, { portfolio_images: [shared] });
    const second = await insertArtist(ctx.db, { flash_images: [shared] });
    const media = createCatalogMedia(ctx.db, DEFAULT_IMAGE_LIMITS);
    const remove = (id: string) => async (trx: Parameters<typeof deleteArtist>[0]) => {
      const row = await deleteArtist(trx, id);
      if (row) await releaseImages(media, trx, artistImages(row));
    };

    // The first delete holds its transaction open while the second runs: each alone still sees the other's row.
    let commitFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      commitFirst = resolve;
    });
    let firstReleased = () => {};
    const firstDone = new Promise<void>((resolve) => {
      firstReleased = resolve;
    });
    const firstTrx = ctx.db.transaction().execute(async (trx) => {
      await remove(first.id)(trx);
      firstReleased();
      await firstHeld;
    });
    await firstDone;
    const secondTrx = ctx.db.transaction().execute(remove(second.id));
    // Give the second delete time to reach the picture's row lock before the first commits.
    await new Promise((resolve) => setTimeout(resolve, 200));
    commitFirst();
    await Promise.all([firstTrx, secondTrx]);

    expect(await statuses([shared])).toEqual([404, 404]);
  });
});
