import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, publishedStudio, sessionUser } from '@inkbook/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';
import { visitor, waitlistKit } from './waitlist-test-kit';

// Every owner route of the waitlist × every kind of caller, as one table (issue 26): only the artist or studio it
// belongs to reads, invites and removes; signed out is 401; a login holding no artist or studio profile (a client,
// an admin: entries are private contact details) is 403; another artist or studio reads only its own waitlist and
// learns nothing of this one's entries (404), as with inquiries. The links (invite page, leave) need no session.

const t = useInquiries();
const w = waitlistKit(t);

type As = 'anonymous' | 'a client' | 'the owner' | 'another artist' | 'another studio' | 'admin';
const everyone: As[] = ['anonymous', 'a client', 'the owner', 'another artist', 'another studio', 'admin'];

const kinds = ['artist', 'studio'] as const;
const owners = {} as Record<(typeof kinds)[number], { user: SessionUser; target: object }>;
const callers = {} as Record<Exclude<As, 'anonymous' | 'the owner'>, SessionUser>;

beforeAll(async () => {
  for (const kind of kinds) owners[kind] = await w.recipient(kind);
  callers['a client'] = sessionUser('client');
  callers['another artist'] = (await publishedArtist(t)).user;
  callers['another studio'] = (await publishedStudio(t)).user;
  callers.admin = sessionUser('admin');
});

const userOf = (as: As, kind: (typeof kinds)[number]) =>
  as === 'anonymous' ? null : as === 'the owner' ? owners[kind].user : callers[as];

const expected: Record<'list' | 'invite' | 'remove', Record<As, number>> = {
  list: {
    anonymous: 401,
    'a client': 403,
    'the owner': 200,
    'another artist': 200,
    'another studio': 200,
    admin: 403,
  },
  invite: {
    anonymous: 401,
    'a client': 403,
    'the owner': 200,
    'another artist': 404,
    'another studio': 404,
    admin: 403,
  },
  remove: {
    anonymous: 401,
    'a client': 403,
    'the owner': 200,
    'another artist': 404,
    'another studio': 404,
    admin: 403,
  },
};

/** A fresh entry on the kind's waitlist (each row of the table acts on its own). */
const entry = async (kind: (typeof kinds)[number]) =>
  (await w.join({ ...owners[kind].target, ...visitor() })).json().id as string;

describe.each(kinds)('the %s’s waitlist', (kind) => {
  it.each(everyone)('as %s', async (as) => {
    const user = userOf(as, kind);
    const id = await entry(kind);
    const list = await t.inject({ method: 'GET', url: '/api/waitlist' }, user);
    expect(list.statusCode, `list ${list.body}`).toBe(expected.list[as]);
    if (list.statusCode === 200)
      expect(list.json().entries.some((e: { id: string }) => e.id === id)).toBe(as === 'the owner');
    const invite = await t.inject({ method: 'POST', url: `/api/waitlist/${id}/invite`, payload: {} }, user);
    expect(invite.statusCode, `invite ${invite.body}`).toBe(expected.invite[as]);
    const remove = await t.inject({ method: 'DELETE', url: `/api/waitlist/${id}` }, user);
    expect(remove.statusCode, `remove ${remove.body}`).toBe(expected.remove[as]);
    // Whatever was refused changed nothing: the entry waits unless its owner removed it.
    const row = await t.db
      .selectFrom('waitlist_entries')
      .select('invited_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row === undefined).toBe(as === 'the owner');
  });
});

it('an artist-studio login names whose waitlist with ?as= (400 without it), and 403 for a profile it lacks', async () => {
  const { artist, user: artistUser } = await publishedArtist(t);
  const { studio, user } = await publishedStudio(t, { owner: artistUser });
  const studioEntry = (await w.join({ studioId: studio.id, ...visitor() })).json().id;
  const artistEntry = (await w.join({ artistId: artist.id, ...visitor() })).json().id;
  const ids = async (query: string) =>
    (await t.inject({ method: 'GET', url: `/api/waitlist${query}` }, user))
      .json()
      .entries.map((e: { id: string }) => e.id);
  expect(await ids('?as=studio')).toEqual([studioEntry]);
  expect(await ids('?as=artist')).toEqual([artistEntry]);
  expect((await t.inject({ method: 'GET', url: '/api/waitlist' }, user)).statusCode).toBe(400);
  expect((await t.inject({ method: 'GET', url: '/api/waitlist?as=studio' }, artistUser)).statusCode).toBe(
    403,
  );
  // Invites and removals need no ?as=: the entry says whose it is.
  expect(
    (await t.inject({ method: 'POST', url: `/api/waitlist/${studioEntry}/invite`, payload: {} }, user))
      .statusCode,
  ).toBe(200);
});

it('the links need no session: the invite page and leaving answer anyone with the token', async () => {
  const id = await entry('artist');
  await t.inject({ method: 'POST', url: `/api/waitlist/${id}/invite`, payload: {} }, owners.artist.user);
  const artistId = (owners.artist.target as { artistId: string }).artistId;
  const invited = (await w.events('inquiries.waitlist-entry.invited', artistId)).find(
    (e) => e.entry.id === id,
  );
  expect(
    (await t.inject({ method: 'GET', url: `/api/waitlist/invites/${invited?.inviteToken}` })).statusCode,
  ).toBe(200);
  const leave = await t.inject({
    method: 'POST',
    url: '/api/waitlist/leave',
    payload: { token: invited?.leaveToken },
  });
  expect(leave.statusCode).toBe(200);
});
