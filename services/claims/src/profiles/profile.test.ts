import { signInAdmin } from '@inkbook/catalog/testing';
import { expect, it } from 'vitest';
import { projected } from '../testing/factories';
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
  const admin = await signInAdmin(t.catalog);
  const read = async () => (await t.read(admin, `studio/${studio.studio.id}`)).json()[0];

  const renamed = await t.catalog.inject(
    { method: 'PUT', url: `/api/admin/artists/${artist.artist.id}`, payload: { artistName: 'Maya Renamed' } },
    admin,
  );
  expect(renamed.statusCode, renamed.body).toBe(200);
  await expect.poll(async () => (await read()).artist?.artistName).toBe('Maya Renamed');

  const rejected = await t.catalog.inject(
    { method: 'PUT', url: `/api/admin/artists/${artist.artist.id}`, payload: { status: 'rejected' } },
    admin,
  );
  expect(rejected.statusCode).toBe(200);
  await projected(t.db, 'approved_artists', artist.artist.id, false);
  expect(await read()).toMatchObject({
    id: claim.id,
    artist: null,
    studio: { handle: studio.studio.handle },
  });

  const deleted = await t.catalog.inject(
    { method: 'DELETE', url: `/api/admin/studios/${studio.studio.id}` },
    admin,
  );
  expect(deleted.statusCode).toBe(200);
  await projected(t.db, 'approved_studios', studio.studio.id, false);
  expect(await read()).toMatchObject({ artist: null, studio: null });
});
