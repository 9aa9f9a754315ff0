import { randomUUID } from 'node:crypto';
import { CLAIM_EXISTS, CLAIM_SELF } from '@inkbook/contracts/claim-status';
import { ARTIST_NOT_FOUND, STUDIO_NOT_FOUND } from '@inkbook/contracts/inquiry';
import { publishedStudio, sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { artistStudio } from '../testing/factories';
import { useClaims } from '../testing/suite';

const t = useClaims();

/** Rows a refused claim must leave untouched. */
async function stored() {
  const { rows } = await sql<{ claims: string; history: string; events: string }>`
    select (select count(*) from claims.studio_artist_claims) as claims,
           (select count(*) from claims.claim_history) as history,
           (select count(*) from claims.outbox) as events`.execute(t.db);
  return rows[0];
}

describe('POST /api/studio-artist-claims', () => {
  it('a studio claims an artist: pending the artist, claimedBy from the session, both profiles embedded', async () => {
    const [artist, studio] = [await t.artist(), await t.studio()];
    const res = await t.create(studio.user, {
      studioId: studio.studio.id,
      artistId: artist.artist.id,
      message: 'You work with us on Fridays',
      claimedBy: 'artist',
      status: 'verified',
    });
    expect(res.statusCode, res.body).toBe(201);
    const claim = res.json();
    expect(claim).toMatchObject({
      studioId: studio.studio.id,
      artistId: artist.artist.id,
      status: 'pending_artist_approval',
      claimedBy: 'studio',
      message: 'You work with us on Fridays',
      artist: {
        id: artist.artist.id,
        artistName: artist.artist.artistName,
        profileImage: artist.artist.profileImage,
        instagramHandle: artist.artist.instagramHandle,
        location: artist.artist.location,
      },
      studio: {
        id: studio.studio.id,
        studioName: studio.studio.studioName,
        logo: studio.studio.logo,
        handle: studio.studio.handle,
        location: studio.studio.location,
      },
    });
    const events = await sql<{ subject: string; payload: { id: string; status: string } }>`
      select subject, payload from claims.outbox where payload->>'id' = ${claim.id}`.execute(t.db);
    expect(events.rows).toEqual([
      {
        subject: 'claims.claim.created',
        payload: expect.objectContaining({ status: 'pending_artist_approval' }),
      },
    ]);
  });

  it('an artist asks a studio: pending the studio', async () => {
    const [artist, studio] = [await t.artist(), await t.studio()];
    const res = await t.create(artist.user, { studioId: studio.studio.id, artistId: artist.artist.id });
    expect(res.json()).toMatchObject({
      status: 'pending_studio_approval',
      claimedBy: 'artist',
      message: null,
    });
  });

  it('an artist-studio login claims as its studio or asks as its artist, never both at once', async () => {
    const both = await artistStudio(t);
    const [artist, studio] = [await t.artist(), await t.studio()];
    const asStudio = await t.create(both.user, { studioId: both.studio.id, artistId: artist.artist.id });
    expect(asStudio.json()).toMatchObject({ claimedBy: 'studio', status: 'pending_artist_approval' });
    const asArtist = await t.create(both.user, { studioId: studio.studio.id, artistId: both.artist.id });
    expect(asArtist.json()).toMatchObject({ claimedBy: 'artist', status: 'pending_studio_approval' });
    const before = await stored();
    const self = await t.create(both.user, { studioId: both.studio.id, artistId: both.artist.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CLAIM_SELF);
    expect(await stored()).toEqual(before);
  });

  it('refuses claims made for someone else (403) or signed out (401), storing nothing', async () => {
    const [artist, other, studio, otherStudio] = [
      await t.artist(),
      await t.artist(),
      await t.studio(),
      await t.studio(),
    ];
    const body = { studioId: studio.studio.id, artistId: artist.artist.id };
    const before = await stored();
    expect((await t.create(otherStudio.user, body)).statusCode).toBe(403);
    expect((await t.create(other.user, body)).statusCode).toBe(403);
    expect((await t.create(sessionUser('admin'), body)).statusCode).toBe(403);
    expect((await t.create(null, body)).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('claims only between approved profiles (404)', async () => {
    const [artist, studio] = [await t.artist(), await t.studio()];
    const pending = await publishedStudio(t, { pending: true });
    const before = await stored();
    const toPending = await t.create(artist.user, {
      studioId: pending.studio.id,
      artistId: artist.artist.id,
    });
    expect(toPending.statusCode).toBe(404);
    expect(toPending.json().message).toBe(STUDIO_NOT_FOUND);
    const toNobody = await t.create(studio.user, { studioId: studio.studio.id, artistId: randomUUID() });
    expect(toNobody.statusCode).toBe(404);
    expect(toNobody.json().message).toBe(ARTIST_NOT_FOUND);
    expect(await stored()).toEqual(before);
  });

  it('keeps one open or verified claim per pair (409), and a new one once it is cancelled', async () => {
    const [artist, studio] = [await t.artist(), await t.studio()];
    const body = { studioId: studio.studio.id, artistId: artist.artist.id };
    const first = (await t.create(studio.user, body)).json();
    const before = await stored();
    for (const user of [studio.user, artist.user]) {
      const again = await t.create(user, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CLAIM_EXISTS);
    }
    expect(await stored()).toEqual(before);
    const withdrawn = await t.act(studio.user, first.id, 'deny');
    expect(withdrawn.json().status, withdrawn.body).toBe('cancelled');
    expect((await t.create(artist.user, body)).statusCode).toBe(201);
  });

  it('refuses malformed bodies with their messages', async () => {
    const studio = await t.studio();
    const res = await t.create(studio.user, {
      studioId: 'nope',
      artistId: randomUUID(),
      message: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      message: 'Please keep the message under 500 characters',
    });
    expect(res.json().error.fields.studioId).toBeDefined();
  });
});
