import { publishedArtist } from '@inkbook/service-kit/testing';
import { expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

const t = useInquiries();

const projection = (id: string) =>
  t.db.selectFrom('approved_artists').selectAll().where('id', '=', id).executeTakeFirst();

it('keeps approved artists from catalog events, with what an inquiry needs, and drops them when they stop being', async () => {
  const { artist } = await publishedArtist(t, { artistName: 'Maya Stone', phone: '512-555-0100' });
  expect(await projection(artist.id)).toEqual({
    id: artist.id,
    artist_name: 'Maya Stone',
    handle: artist.instagramHandle,
    phone: '512-555-0100',
    flash_images: artist.flashImages,
    books_status: 'open',
    books_request_cap: null,
    books_opened_at: null,
    flash: {},
  });
  // What catalog publishes when an admin sets the artist's status, and when it deletes the artist.
  const setStatus = (status: 'rejected' | 'approved') =>
    t.publish('catalog.artist.updated', { ...artist, status });

  await setStatus('rejected');
  expect(await projection(artist.id)).toBeUndefined();
  expect((await t.sendArtist(t.artistBody({ artistId: artist.id }))).statusCode).toBe(404);

  await setStatus('approved');
  expect(await projection(artist.id)).toBeDefined();
  await t.publish('catalog.artist.deleted', {
    id: artist.id,
    artistName: artist.artistName,
    instagramHandle: artist.instagramHandle,
  });
  expect(await projection(artist.id)).toBeUndefined();
});

it('keeps the books and each flash piece’s terms, and a claim once seen', async () => {
  const { artist } = await publishedArtist(t);
  const [url] = artist.flashImages as [string];
  const openedAt = '2026-11-29T10:00:00.000Z';
  const piece = { url, title: 'Swallow', price: 200, sizeInches: 3, repeatable: false, claimed: false };
  const publish = (claimed: boolean) =>
    t.publish('catalog.artist.updated', {
      ...artist,
      books: { status: 'open', reopensOn: null, requestCap: 12, spotsLeft: 12, openedAt },
      flash: [{ ...piece, claimed }],
    });
  await publish(true);
  expect(await projection(artist.id)).toMatchObject({
    books_status: 'open',
    books_request_cap: 12,
    books_opened_at: openedAt,
    flash: { [url]: { price: 200, sizeInches: 3, repeatable: false, claimed: true } },
  });
  // A snapshot from before catalog learned of the claim does not undo it.
  await publish(false);
  expect((await projection(artist.id))?.flash[url]?.claimed).toBe(true);
});
