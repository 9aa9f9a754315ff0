import { ARTIST_REREQUESTED, CLAIM_EXISTS } from '@inkbook/contracts/claim-status';
import { describe, expect, it } from 'vitest';
import { useClaimJourney } from './claims-stack';

// Both directions of a claim through the gateway, each step read back by the other party, then its history; a
// second claim for the pair and a claim on an unapproved studio are refused.

const ctx = useClaimJourney();

const statusIn = async (cookie: string, path: string, id: string) =>
  (await ctx.send('GET', `/api/studio-artist-claims/${path}`, { cookie }))
    .json()
    .find((c: { id: string }) => c.id === id)?.status;

describe('claims through the gateway', () => {
  it('a studio claims an artist, the artist approves, the studio delists', async () => {
    const [artist, studio] = [await ctx.artist(), await ctx.studio()];
    const created = await ctx.claim(studio.cookie, {
      studioId: studio.studio.id,
      artistId: artist.artist.id,
      message: 'You work with us on Fridays',
    });
    expect(created.statusCode, created.body).toBe(201);
    const claim = created.json();
    expect(claim).toMatchObject({
      status: 'pending_artist_approval',
      claimedBy: 'studio',
      artist: { artistName: artist.artist.artistName, instagramHandle: artist.artist.instagramHandle },
      studio: { studioName: studio.studio.studioName, handle: studio.studio.handle },
    });
    expect(await statusIn(artist.cookie, `artist/${artist.artist.id}`, claim.id)).toBe(
      'pending_artist_approval',
    );

    expect((await ctx.act(artist.cookie, claim.id, 'approve')).json().status).toBe('verified');
    expect(await statusIn(studio.cookie, `studio/${studio.studio.id}`, claim.id)).toBe('verified');
    const delisted = await ctx.act(studio.cookie, claim.id, 'delist');
    expect(delisted.json()).toMatchObject({ status: 'cancelled', artistId: artist.artist.id });
    expect(await statusIn(artist.cookie, `artist/${artist.artist.id}`, claim.id)).toBe('cancelled');

    const history = await ctx.send('GET', `/api/studio-artist-claims/${claim.id}/history`, {
      cookie: artist.cookie,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        actorRole: 'studio',
        fromStatus: null,
        toStatus: 'pending_artist_approval',
        message: 'You work with us on Fridays',
      }),
      expect.objectContaining({
        actorRole: 'artist',
        fromStatus: 'pending_artist_approval',
        toStatus: 'verified',
      }),
      expect.objectContaining({ actorRole: 'studio', fromStatus: 'verified', toStatus: 'cancelled' }),
    ]);
    const times = history.json().map((h: { createdAt: string }) => Date.parse(h.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('an artist asks a studio, the studio denies, the artist asks again, the studio approves, the artist delists', async () => {
    const [artist, studio] = [await ctx.artist(), await ctx.studio()];
    const claim = (
      await ctx.claim(artist.cookie, { studioId: studio.studio.id, artistId: artist.artist.id })
    ).json();
    expect(claim).toMatchObject({ status: 'pending_studio_approval', claimedBy: 'artist' });
    expect(await statusIn(studio.cookie, `studio/${studio.studio.id}`, claim.id)).toBe(
      'pending_studio_approval',
    );

    const denied = await ctx.act(studio.cookie, claim.id, 'deny', { message: 'Not one of ours' });
    expect(denied.json().status).toBe('denied_by_studio');
    const again = await ctx.act(artist.cookie, claim.id, 'approve', { message: ARTIST_REREQUESTED });
    expect(again.json().status).toBe('pending_studio_approval');
    expect((await ctx.act(studio.cookie, claim.id, 'approve')).json().status).toBe('verified');
    expect((await ctx.act(artist.cookie, claim.id, 'delist')).json().status).toBe('cancelled');

    const history = await ctx.send('GET', `/api/studio-artist-claims/${claim.id}/history`, {
      cookie: studio.cookie,
    });
    expect(
      history
        .json()
        .map((h: { actorRole: string; toStatus: string; message: string | null }) => [
          h.actorRole,
          h.toStatus,
          h.message,
        ]),
    ).toEqual([
      ['artist', 'pending_studio_approval', null],
      ['studio', 'denied_by_studio', 'Not one of ours'],
      ['artist', 'pending_studio_approval', ARTIST_REREQUESTED],
      ['studio', 'verified', null],
      ['artist', 'cancelled', null],
    ]);
  });

  it('refuses a second open claim for the pair (409) and a claim on an unapproved studio (404)', async () => {
    const [artist, studio] = [await ctx.artist(), await ctx.studio()];
    const pair = { studioId: studio.studio.id, artistId: artist.artist.id };
    expect((await ctx.claim(studio.cookie, pair)).statusCode).toBe(201);
    const again = await ctx.claim(artist.cookie, pair);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLAIM_EXISTS);

    const pending = await ctx.studio({ pending: true });
    const unapproved = await ctx.claim(artist.cookie, {
      studioId: pending.studio.id,
      artistId: artist.artist.id,
    });
    expect(unapproved.statusCode).toBe(404);
    expect(unapproved.json().message).toBe('Studio not found');
  });
});
