import { randomUUID } from 'node:crypto';
import { ARTIST_REREQUESTED, CLAIM_EXISTS } from '@inkbook/contracts/claim-status';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useClaims } from '../testing/suite';

const t = useClaims();

/** An approved artist and studio, and a claim between them made by `by`. */
async function claimBy(by: 'studio' | 'artist', message?: string) {
  const [artist, studio] = [await t.artist(), await t.studio()];
  const res = await t.create(by === 'studio' ? studio.user : artist.user, {
    studioId: studio.studio.id,
    artistId: artist.artist.id,
    ...(message && { message }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { artist, studio, claim: res.json() as { id: string; artistId: string; studioId: string } };
}

const history = async (user: SessionUser, id: string) => (await t.read(user, `${id}/history`)).json();

/** Everything a refusal must leave as it was: the claim, its history and the outbox. */
async function snapshot(id: string) {
  const claim = await t.db
    .selectFrom('studio_artist_claims')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const { rows } = await sql<{ history: string; events: string }>`
    select (select count(*) from claims.claim_history where claim_id = ${id}) as history,
           (select count(*) from claims.outbox where payload->>'id' = ${id}) as events`.execute(t.db);
  return { claim, ...rows[0] };
}

describe('a claim through its life', () => {
  it('a studio claims, the artist approves, the studio delists; every step in the history and on the bus', async () => {
    const { artist, studio, claim } = await claimBy('studio', 'You work with us on Fridays');
    const approved = await t.act(artist.user, claim.id, 'approve');
    expect(approved.json()).toMatchObject({ status: 'verified', message: 'You work with us on Fridays' });
    const delisted = await t.act(studio.user, claim.id, 'delist');
    expect(delisted.statusCode).toBe(200);
    expect(delisted.json()).toMatchObject({ status: 'cancelled', artistId: artist.artist.id });

    expect(await history(artist.user, claim.id)).toEqual([
      expect.objectContaining({
        claimId: claim.id,
        actorRole: 'studio',
        fromStatus: null,
        toStatus: 'pending_artist_approval',
        message: 'You work with us on Fridays',
        createdAt: expect.any(String),
      }),
      expect.objectContaining({
        actorRole: 'artist',
        fromStatus: 'pending_artist_approval',
        toStatus: 'verified',
      }),
      expect.objectContaining({
        actorRole: 'studio',
        fromStatus: 'verified',
        toStatus: 'cancelled',
        message: null,
      }),
    ]);
    const events = await sql<{ subject: string; status: string }>`
      select subject, payload->>'status' as status from claims.outbox where payload->>'id' = ${claim.id} order by seq`.execute(
      t.db,
    );
    expect(events.rows).toEqual([
      { subject: 'claims.claim.created', status: 'pending_artist_approval' },
      { subject: 'claims.claim.updated', status: 'verified' },
      { subject: 'claims.claim.updated', status: 'cancelled' },
    ]);
  });

  it('an artist asks, the studio denies, the artist asks again, the studio approves, the artist delists', async () => {
    const { artist, studio, claim } = await claimBy('artist');
    const denied = await t.act(studio.user, claim.id, 'deny', { message: 'Not one of ours' });
    expect(denied.json()).toMatchObject({ status: 'denied_by_studio', message: 'Not one of ours' });
    const again = await t.act(artist.user, claim.id, 'approve', { message: ARTIST_REREQUESTED });
    expect(again.json()).toMatchObject({ status: 'pending_studio_approval', message: ARTIST_REREQUESTED });
    expect((await t.act(studio.user, claim.id, 'approve')).json().status).toBe('verified');
    expect((await t.act(artist.user, claim.id, 'delist')).json().status).toBe('cancelled');
    expect((await history(studio.user, claim.id)).map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'pending_studio_approval',
      'denied_by_studio',
      'pending_studio_approval',
      'verified',
      'cancelled',
    ]);
  });

  it('an artist who denied approves again and is verified at once', async () => {
    const { artist, claim } = await claimBy('studio');
    const denied = await t.act(artist.user, claim.id, 'deny', {
      message: 'Artist declined verification request',
    });
    expect(denied.json().status).toBe('denied_by_artist');
    const again = await t.act(artist.user, claim.id, 'approve', { message: ARTIST_REREQUESTED });
    expect(again.json()).toMatchObject({ status: 'verified', message: ARTIST_REREQUESTED });
  });

  it('the claimant withdraws a pending claim', async () => {
    const { artist, claim } = await claimBy('artist');
    expect((await t.act(artist.user, claim.id, 'deny')).json().status).toBe('cancelled');
  });

  it('does not revive a denied claim while the pair has another one open (409)', async () => {
    const { artist, studio, claim } = await claimBy('studio');
    await t.act(artist.user, claim.id, 'deny');
    const second = await t.create(studio.user, { studioId: studio.studio.id, artistId: artist.artist.id });
    expect(second.statusCode).toBe(201);
    const before = await snapshot(claim.id);
    const revive = await t.act(artist.user, claim.id, 'approve');
    expect(revive.statusCode).toBe(409);
    expect(revive.json().message).toBe(CLAIM_EXISTS);
    expect(await snapshot(claim.id)).toEqual(before);
  });
});

describe('refusals change nothing', () => {
  it('answers 403, 404 and 409 (naming the status) and leaves the claim, its history and the bus alone', async () => {
    const { artist, studio, claim } = await claimBy('studio');
    const stranger = (await t.artist()).user;
    const admin = sessionUser('admin');
    const before = await snapshot(claim.id);
    const cases: [SessionUser | null, 'approve' | 'deny' | 'delist', number][] = [
      [studio.user, 'approve', 403],
      [artist.user, 'delist', 409],
      [admin, 'approve', 403],
      [admin, 'deny', 403],
      [stranger, 'approve', 404],
      [null, 'deny', 401],
    ];
    for (const [user, action, status] of cases) {
      const res = await t.act(user, claim.id, action);
      expect(res.statusCode, `${action} → ${res.body}`).toBe(status);
    }
    expect((await t.act(artist.user, claim.id, 'delist')).json().message).toBe(
      'A claim that is pending_artist_approval cannot be delisted',
    );
    expect(await snapshot(claim.id)).toEqual(before);
  });

  it('answers 404 for ids that are not UUIDs or name no claim', async () => {
    const admin = sessionUser('admin');
    for (const id of ['nope', randomUUID()]) {
      expect((await t.act(admin, id, 'approve')).statusCode).toBe(404);
      expect((await t.read(admin, `${id}/history`)).statusCode).toBe(404);
    }
    expect((await t.read(admin, 'artist/nope')).statusCode).toBe(404);
    expect((await t.read(admin, 'studio/nope')).statusCode).toBe(404);
  });
});

describe('reading claims', () => {
  it('each party reads its own list, newest first, admins any; others are refused', async () => {
    const { artist, studio, claim } = await claimBy('studio');
    const other = await t.studio();
    const second = await t.create(artist.user, { studioId: other.studio.id, artistId: artist.artist.id });
    const admin = sessionUser('admin');
    const ids = (res: { json(): { id: string }[] }) => res.json().map((c) => c.id);

    expect(ids(await t.read(artist.user, `artist/${artist.artist.id}`))).toEqual([
      second.json().id,
      claim.id,
    ]);
    expect(ids(await t.read(studio.user, `studio/${studio.studio.id}`))).toEqual([claim.id]);
    expect(ids(await t.read(admin, `artist/${artist.artist.id}`))).toHaveLength(2);
    expect((await t.read(studio.user, `artist/${artist.artist.id}`)).statusCode).toBe(403);
    expect((await t.read(other.user, `studio/${studio.studio.id}`)).statusCode).toBe(403);
    expect((await t.read(null, `studio/${studio.studio.id}`)).statusCode).toBe(401);

    expect((await t.read(admin, `${claim.id}/history`)).statusCode).toBe(200);
    expect((await t.read(other.user, `${claim.id}/history`)).statusCode).toBe(404);
  });
});
