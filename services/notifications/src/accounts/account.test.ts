import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { useNotifications } from '../testing/suite';
import { accountByEmail, accountOfArtist, accountOfStudio, admins } from './account.repository';

// Auth's accounts, as its events tell them, are where notifications look people up.

const t = useNotifications();

it('keeps accounts from auth.user.created / updated / deleted, addresses lowercased, found every way', async () => {
  const id = randomUUID();
  const [artistId, studioId] = [randomUUID(), randomUUID()];
  await t.publish('auth.user.created', {
    id,
    email: 'Maya@Example.com',
    role: 'artist',
    artistId,
    studioId: null,
  });
  expect(await accountOfArtist(t.db, artistId)).toEqual({
    id,
    email: 'maya@example.com',
    role: 'artist',
    artist_id: artistId,
    studio_id: null,
    email_verified: false,
  });
  expect((await accountByEmail(t.db, 'MAYA@example.com'))?.id).toBe(id);

  await t.publish('auth.user.updated', {
    id,
    email: 'maya@example.com',
    role: 'artist-studio',
    artistId,
    studioId,
    emailVerified: true,
  });
  expect(await accountOfStudio(t.db, studioId)).toMatchObject({
    id,
    role: 'artist-studio',
    email_verified: true,
  });

  const admin = randomUUID();
  await t.publish('auth.user.created', {
    id: admin,
    email: 'admin@inkbook.test',
    role: 'admin',
    artistId: null,
  });
  expect((await admins(t.db)).map((a) => a.id)).toEqual([admin]);

  await t.publish('auth.user.deleted', { id, email: 'maya@example.com' });
  expect(await accountOfArtist(t.db, artistId)).toBeUndefined();
  expect(await accountByEmail(t.db, 'maya@example.com')).toBeUndefined();
});

it('gives a verified account what reached its address before it had one, never an unverified one', async () => {
  const artistId = randomUUID();
  await t.publish('auth.user.created', { id: randomUUID(), email: 'a@x.test', role: 'artist', artistId });
  const inquiry = await t.publish('inquiries.inquiry.created', { artistId, email: 'Sam@Example.com' });
  const receipt = async () =>
    (await t.told(inquiry.id)).find((n) => n.row.email === 'sam@example.com')?.row.user_id;
  expect(await receipt()).toBeNull();

  const sam = randomUUID();
  const account = {
    id: sam,
    email: 'sam@example.com',
    role: 'client' as const,
    artistId: null,
    studioId: null,
  };
  await t.publish('auth.user.created', { ...account, emailVerified: false });
  expect(await receipt()).toBeNull();
  await t.publish('auth.user.updated', { ...account, emailVerified: true });
  expect(await receipt()).toBe(sam);
});
