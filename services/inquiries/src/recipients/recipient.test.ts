import { signInAdmin } from '@inkbook/catalog/testing';
import { expect, it } from 'vitest';
import { recipientArtist, waitFor } from '../testing/factories';
import { useInquiries } from '../testing/suite';

const t = useInquiries();

const projection = (id: string) =>
  t.db.selectFrom('approved_artists').selectAll().where('id', '=', id).executeTakeFirst();

it('keeps approved artists from catalog events, with what an inquiry needs, and drops them when they stop being', async () => {
  const { artist } = await recipientArtist(t, { artistName: 'Maya Stone', phone: '512-555-0100' });
  expect(await projection(artist.id)).toEqual({
    id: artist.id,
    artist_name: 'Maya Stone',
    handle: artist.instagramHandle,
    phone: '512-555-0100',
    flash_images: artist.flashImages,
  });
  const admin = await signInAdmin(t.catalog);
  const setStatus = (status: string) =>
    t.catalog.inject({ method: 'PUT', url: `/api/admin/artists/${artist.id}`, payload: { status } }, admin);

  expect((await setStatus('rejected')).statusCode).toBe(200);
  await waitFor(async () => !(await projection(artist.id)), 'rejected artist dropped');
  expect((await t.sendArtist(t.artistBody({ artistId: artist.id }))).statusCode).toBe(404);

  expect((await setStatus('approved')).statusCode).toBe(200);
  await waitFor(async () => !!(await projection(artist.id)), 'approved again');
  expect(
    (await t.catalog.inject({ method: 'DELETE', url: `/api/admin/artists/${artist.id}` }, admin)).statusCode,
  ).toBe(200);
  await waitFor(async () => !(await projection(artist.id)), 'deleted artist dropped');
});
