import { expect, it } from 'vitest';
import { useClaimJourney } from './claims-stack';

// Badges and rosters through events (issue 14 item 2): claims publishes, catalog keeps the verified links. The
// artist's public profile lists the studio (`verifiedStudios`) and the studio's its artist (`verifiedArtists`) while
// the claim is verified, within 5 seconds; a delist, a deleted artist or studio takes them away. A verified claim
// cannot be denied (409), so the denial case is that a denied claim never shows and a refused denial changes nothing.

const ctx = useClaimJourney();
const within = { timeout: 5_000 };

async function pair() {
  const [artist, studio] = [await ctx.artist(), await ctx.studio()];
  const ids = async (url: string, key: 'verifiedStudios' | 'verifiedArtists') => {
    const res = await ctx.send('GET', url);
    return res.statusCode === 200 ? res.json()[key].map((p: { id: string }) => p.id) : res.statusCode;
  };
  return {
    artist,
    studio,
    badge: () => ids(`/api/artists/${artist.artist.instagramHandle}`, 'verifiedStudios'),
    roster: () => ids(`/api/studios/${studio.studio.handle}`, 'verifiedArtists'),
    claim: async () =>
      (await ctx.claim(studio.cookie, { studioId: studio.studio.id, artistId: artist.artist.id })).json().id,
  };
}

it('appear on verify and disappear on delist; a denied claim never shows', async () => {
  const p = await pair();
  const id = await p.claim();
  expect((await ctx.act(p.artist.cookie, id, 'deny')).json().status).toBe('denied_by_artist');
  expect([await p.badge(), await p.roster()]).toEqual([[], []]);
  expect((await ctx.act(p.artist.cookie, id, 'approve')).json().status).toBe('verified');
  await expect.poll(p.badge, within).toEqual([p.studio.studio.id]);
  await expect.poll(p.roster, within).toEqual([p.artist.artist.id]);
  expect((await ctx.act(p.studio.cookie, id, 'deny')).statusCode).toBe(409);
  expect([await p.badge(), await p.roster()]).toEqual([[p.studio.studio.id], [p.artist.artist.id]]);

  expect((await ctx.act(p.artist.cookie, id, 'delist')).json().status).toBe('cancelled');
  await expect.poll(p.badge, within).toEqual([]);
  await expect.poll(p.roster, within).toEqual([]);
});

it('disappear when an admin deletes the artist or the studio', async () => {
  const admin = await ctx.signInAdmin();
  for (const deleted of ['artists', 'studios'] as const) {
    const p = await pair();
    expect((await ctx.act(p.artist.cookie, await p.claim(), 'approve')).json().status).toBe('verified');
    await expect.poll(p.badge, within).toEqual([p.studio.studio.id]);
    await expect.poll(p.roster, within).toEqual([p.artist.artist.id]);

    const id = deleted === 'artists' ? p.artist.artist.id : p.studio.studio.id;
    expect((await ctx.send('DELETE', `/api/admin/${deleted}/${id}`, { cookie: admin })).statusCode).toBe(200);
    if (deleted === 'artists') await expect.poll(p.roster, within).toEqual([]);
    else await expect.poll(p.badge, within).toEqual([]);
  }
});
