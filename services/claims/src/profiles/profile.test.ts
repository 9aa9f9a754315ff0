import { sessionUser } from '@inkbook/service-kit/testing';
import { expect, it } from 'vitest';
import { useClaims } from '../testing/suite';

const t = useClaims();

it('keeps approved profiles from catalog events, embeds them in claims, and drops them when they stop being', async () => {
  const [artist, studio] = [await t.artist(), await t.studio()];
  expect(
    await t.db
      .selectFrom('approved_artists')
      .selectAll()
      .where('id', '=', artist.artist.id)
      .executeTakeFirst(),
  ).toEqual({
    id: artist.artist.id,
    artist_name: artist.artist.artistName,
    profile_image: artist.artist.profileImage,
    instagram_handle: artist.artist.instagramHandle,
    location: artist.artist.location,
  });
  const claim = (
    await t.create(studio.user, { studioId: studio.studio.id, artistId: artist.artist.id })
  ).json();
  const admin = sessionUser('admin');
  const read = async () => (await t.read(admin, `studio/${studio.studio.id}`)).json()[0];

  // What catalog publishes when an admin renames the artist, then rejects it, then deletes the studio.
  await t.publish('catalog.artist.updated', { ...artist.artist, artistName: 'Maya Renamed' });
  expect((await read()).artist?.artistName).toBe('Maya Renamed');

  await t.publish('catalog.artist.updated', { ...artist.artist, status: 'rejected' });
  expect(
    await t.db.selectFrom('approved_artists').select('id').where('id', '=', artist.artist.id).execute(),
  ).toEqual([]);
  expect(await read()).toMatchObject({
    id: claim.id,
    artist: null,
    studio: { handle: studio.studio.handle },
  });

  await t.publish('catalog.studio.deleted', {
    id: studio.studio.id,
    studioName: studio.studio.studioName,
    handle: studio.studio.handle,
  });
  expect(
    await t.db.selectFrom('approved_studios').select('id').where('id', '=', studio.studio.id).execute(),
  ).toEqual([]);
  expect(await read()).toMatchObject({ artist: null, studio: null });
});
