import { randomUUID } from 'node:crypto';
import { sessionUser, useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { catalogService, insertArtist, jpegDataUrl } from '../testing/factories';

// POST /internal/portfolio-images (issue 24): bookings adds a healed photo the client allowed to an artist's
// portfolio, calling as the booking's recipient. Driven as bookings calls it: a signed request.

const ctx = useService(catalogService);
const URL = '/internal/portfolio-images';
const recipient = sessionUser('studio', { studioId: randomUUID() });

const add = (body: object) => ctx.inject({ method: 'POST', url: URL, payload: body }, recipient);

const approved = (portfolio: string[] = [`/media/${'0'.repeat(64)}`]) =>
  insertArtist(ctx.db, { status: 'approved', portfolio_images: portfolio });

const portfolioOf = async (id: string) =>
  (
    await ctx.db
      .selectFrom('artists')
      .select('portfolio_images')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).portfolio_images;

const updatesOf = async (id: string) =>
  (
    await sql<{ payload: { portfolioImages: string[] } }>`
      select payload from catalog.outbox where subject = 'catalog.artist.updated' and payload->>'id' = ${id}
      order by seq`.execute(ctx.db)
  ).rows.map((row) => row.payload);

describe('POST /internal/portfolio-images', () => {
  it('appends the image to an approved artist’s portfolio, publishes the update and shows it publicly', async () => {
    const artist = await approved();
    const res = await add({ artistId: artist.id, image: await jpegDataUrl() });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/media\/[a-f0-9]{64}$/);
    expect(await portfolioOf(artist.id)).toEqual([...artist.portfolio_images, url]);
    expect((await updatesOf(artist.id)).map((event) => event.portfolioImages)).toEqual([
      [...artist.portfolio_images, url],
    ]);
    const profile = await ctx.inject({ method: 'GET', url: `/api/artists/${artist.instagram_handle}` });
    expect(profile.json().portfolioImages).toContain(url);
    // Public media: the image is served to anyone.
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('is idempotent: the same image again answers the same URL and adds nothing (a retried publish)', async () => {
    const artist = await approved();
    const image = await jpegDataUrl();
    const first = await add({ artistId: artist.id, image });
    const again = await add({ artistId: artist.id, image });
    expect(again.statusCode).toBe(201);
    expect(again.json().url).toBe(first.json().url);
    expect(await portfolioOf(artist.id)).toEqual([...artist.portfolio_images, first.json().url]);
    expect(await updatesOf(artist.id)).toHaveLength(1);
  });

  it('refuses a full portfolio (409) but answers a retry of the image that filled it', async () => {
    const full = Array.from({ length: 24 }, (_, i) => `/media/${String(i).padStart(64, 'a')}`);
    const artist = await approved(full);
    const image = await jpegDataUrl();
    const last = await add({ artistId: artist.id, image });
    expect(last.statusCode).toBe(201);
    const over = await add({ artistId: artist.id, image: await jpegDataUrl() });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Maximum 25 portfolio images allowed');
    expect((await add({ artistId: artist.id, image })).json().url).toBe(last.json().url);
    expect(await portfolioOf(artist.id)).toHaveLength(25);
  });

  it('answers 404 for an unknown artist or one that is not approved', async () => {
    const image = await jpegDataUrl();
    const pending = await insertArtist(ctx.db);
    for (const artistId of [randomUUID(), pending.id]) {
      const res = await add({ artistId, image });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Artist not found');
    }
    expect(await portfolioOf(pending.id)).toEqual([]);
  });

  it('refuses what is not an image (400), and any request without the signature (401)', async () => {
    const artist = await approved();
    const bad = await add({
      artistId: artist.id,
      image: `data:image/png;base64,${Buffer.from('no').toString('base64')}`,
    });
    expect(bad.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: { artistId: artist.id, image: await jpegDataUrl() },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await portfolioOf(artist.id)).toEqual(artist.portfolio_images);
  });
});
