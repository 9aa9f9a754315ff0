import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, sessionUser } from '@inkbook/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

// The inbox's server-side search, status filter and per-status counts (issue 13 items 3 and 4): they cover every
// inquiry the artist has, not the page the browser happens to hold.

const t = useInquiries();
let other: Awaited<ReturnType<typeof publishedArtist>>;
let admin: SessionUser;
const ids: Record<string, string> = {};

const get = (url: string, user: SessionUser | null) => t.inject({ method: 'GET', url }, user);
const inbox = (query: string, user: SessionUser | null = t.artistUser) =>
  get(`/api/inquiries/artist/${t.artist.id}${query}`, user);
const stats = (user: SessionUser | null, artistId = t.artist.id) =>
  get(`/api/inquiries/artist/${artistId}/stats`, user);

async function send(key: string, overrides: Record<string, unknown>) {
  const res = await t.sendArtist(t.artistBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  ids[key] = res.json().id;
}

async function setStatus(key: string, status: string) {
  const res = await t.inject(
    { method: 'PATCH', url: `/api/inquiries/${ids[key]}/status`, payload: { status } },
    t.artistUser,
  );
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  other = await publishedArtist(t);
  admin = sessionUser('admin');
  await send('koi', { fullName: 'Maria Gonzalez', concept: 'A koi fish swimming up my forearm, waves' });
  await send('rose', {
    fullName: 'Dana Smith',
    email: 'dana.roses@clients.test',
    concept: 'Fine line rose on the wrist, 100% delicate',
  });
  await send('lion', { fullName: 'Ari Cohen', concept: 'Realistic lion portrait across my upper back' });
  await send('elsewhere', {
    artistId: other.artist.id,
    fullName: 'Maria Gonzalez',
    concept: 'A koi fish for the other artist',
  });
  await setStatus('rose', 'approved');
  await setStatus('lion', 'declined');
}, 90_000);

const idsOf = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((item) => item.id);

describe('GET /api/inquiries/artist/{artistId} with q and status', () => {
  it('searches the client name, email and concept, case-insensitively, within this artist only', async () => {
    const byName = await inbox('?q=maria');
    expect(byName.statusCode).toBe(200);
    expect(idsOf(byName)).toEqual([ids.koi]);
    expect(byName.json().total).toBe(1);
    expect(idsOf(await inbox('?q=DANA.ROSES@'))).toEqual([ids.rose]);
    expect(idsOf(await inbox('?q=Upper%20Back'))).toEqual([ids.lion]);
    expect(idsOf(await inbox('?q=nobody'))).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(idsOf(await inbox(`?q=${encodeURIComponent('100%')}`))).toEqual([ids.rose]);
    expect(idsOf(await inbox(`?q=${encodeURIComponent('%')}`))).toEqual([ids.rose]);
    expect(idsOf(await inbox('?q=_'))).toEqual([]);
  });

  it('keeps one status, with search and paging, and counts what matched', async () => {
    expect(idsOf(await inbox('?status=approved'))).toEqual([ids.rose]);
    expect(idsOf(await inbox('?status=pending'))).toEqual([ids.koi]);
    expect(idsOf(await inbox('?status=declined&q=koi'))).toEqual([]);
    const firstPage = await inbox('?pageSize=2');
    expect(firstPage.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(idsOf(firstPage)).toEqual([ids.lion, ids.rose]);
    expect(idsOf(await inbox('?pageSize=2&page=2'))).toEqual([ids.koi]);
  });

  it('refuses a status outside the five with the contract message', async () => {
    const res = await inbox('?status=archived');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown inquiry status');
  });
});

describe('GET /api/inquiries/artist/{artistId}/stats', () => {
  it('counts every status over all of the artist’s inquiries, and follows changes', async () => {
    const first = await stats(t.artistUser);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      total: 3,
      pending: 1,
      reviewed: 0,
      responded: 0,
      approved: 1,
      declined: 1,
    });
    await setStatus('koi', 'reviewed');
    expect((await stats(t.artistUser)).json()).toMatchObject({ total: 3, pending: 0, reviewed: 1 });
    await setStatus('koi', 'pending');
  });

  it('answers the artist and admins only: 401 signed out, 403 anyone else', async () => {
    expect((await stats(admin)).json().total).toBe(3);
    expect((await stats(other.user)).statusCode).toBe(403);
    expect((await stats(null)).statusCode).toBe(401);
    expect((await stats(other.user, other.artist.id)).json()).toMatchObject({ total: 1, pending: 1 });
  });

  it('counts nothing for an id that is not a UUID (admin), never a 500', async () => {
    const res = await stats(admin, 'not-a-uuid');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
  });
});
