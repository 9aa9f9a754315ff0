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
