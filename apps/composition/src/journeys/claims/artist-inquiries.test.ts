import { expect, it } from 'vitest';
import { useClaimJourney } from './claims-stack';

// The studio's Artist Inquiries through the gateway with the real claims service (issue 14 item 3): nothing before
// the claim or while it waits, the artist's inquiries once the artist approves, none again once the studio delists.

const ctx = useClaimJourney();

it('shows a verified artist’s inquiries to the studio only while the claim is verified', async () => {
  const [artist, studio] = [await ctx.artist(), await ctx.studio()];
  const view = () =>
    ctx.send('GET', `/api/studio/${studio.studio.id}/artist-inquiries`, { cookie: studio.cookie });
  const viewIds = async () => (await view()).json().items.map((i: { id: string }) => i.id);
  const before = (await ctx.inquiryTo(artist.artist.id)).inquiry;
  expect((await view()).json()).toMatchObject({ items: [], total: 0 });

  const claim = (
    await ctx.claim(studio.cookie, { studioId: studio.studio.id, artistId: artist.artist.id })
  ).json();
  expect(claim.status).toBe('pending_artist_approval');
  expect(await viewIds()).toEqual([]);

  expect((await ctx.act(artist.cookie, claim.id, 'approve')).json().status).toBe('verified');
  await expect.poll(viewIds, { timeout: 5_000 }).toEqual([before.id]);
  const during = (await ctx.inquiryTo(artist.artist.id)).inquiry;
  const items = (await view()).json().items;
  expect(items.map((i: { id: string }) => i.id)).toEqual([during.id, before.id]);
  expect(items[0]).toMatchObject({ artistId: artist.artist.id, artistName: artist.artist.artistName });
  expect(items[0]).not.toHaveProperty('placementPhotos');

  expect((await ctx.act(studio.cookie, claim.id, 'delist')).json().status).toBe('cancelled');
  await expect.poll(viewIds, { timeout: 5_000 }).toEqual([]);
  // Delisting leaves the artist's own inbox as it was.
  const inbox = await ctx.send('GET', `/api/inquiries/artist/${artist.artist.id}`, { cookie: artist.cookie });
  expect(inbox.json().total).toBe(2);
});
