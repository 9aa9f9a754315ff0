import { beforeAll, expect, it } from 'vitest';
import { useClaimJourney } from './claims-stack';

// One table: every claims route × who is calling → the status the server answers (issue 14). The claim's two
// parties act as the state machine lets them, admins read everything and change nothing, signed-in strangers are
// refused a list (403: profile ids are public) and not told a claim exists (404), the signed-out get 401.

const roles = [
  'anonymous',
  'artist',
  'otherArtist',
  'studio',
  'otherStudio',
  'artistStudio',
  'client',
  'admin',
] as const;
type Role = (typeof roles)[number];

const ctx = useClaimJourney();
const cookies: Partial<Record<Role, string>> = {};
const ids = { artist: '', studio: '', artistStudioStudio: '' };

beforeAll(async () => {
  const [artist, otherArtist] = [await ctx.artist(), await ctx.artist()];
  const [studio, otherStudio] = [await ctx.studio(), await ctx.studio()];
  const artistStudio = await ctx.artistStudio();
  Object.assign(cookies, {
    artist: artist.cookie,
    otherArtist: otherArtist.cookie,
    studio: studio.cookie,
    otherStudio: otherStudio.cookie,
    artistStudio: artistStudio.cookie,
    client: await ctx.client(),
    admin: await ctx.signInAdmin(),
  });
  Object.assign(ids, {
    artist: artist.artist.id,
    studio: studio.studio.id,
    artistStudioStudio: artistStudio.studio.id,
  });
}, 120_000);

/**
 * A claim of the studio on the artist made for one case, pending or verified, and a release that ends it after
 * the case (the studio withdraws or delists it) so the pair is free for the next one.
 */
async function freshClaim(state: 'pending' | 'verified') {
  const res = await ctx.claim(cookies.studio, { studioId: ids.studio, artistId: ids.artist });
  if (res.statusCode !== 201) throw new Error(`claim failed: ${res.statusCode} ${res.body}`);
  const { id } = res.json();
  if (state === 'verified') await ctx.act(cookies.artist, id, 'approve');
  return id as string;
}
async function release(id: string) {
  await ctx.act(cookies.studio, id, 'deny');
  await ctx.act(cookies.studio, id, 'delist');
}

interface Row {
  path: string;
  method: 'GET' | 'POST' | 'PUT';
  url: (claimId: string) => string;
  /** The claim the case acts on, made for it and ended after it. */
  fresh?: 'pending' | 'verified';
  body?: () => object;
  expect: Record<Role, number>;
}
const everyone = (status: number) =>
  Object.fromEntries(roles.map((r) => [r, status])) as Record<Role, number>;
/** A claim's own routes: strangers (and other parties' logins) are not told it exists. */
const onClaim = (allowed: Partial<Record<Role, number>>): Record<Role, number> => ({
  ...everyone(404),
  anonymous: 401,
  admin: 403,
  ...allowed,
});
/** A party's list: its own, or an admin's read. */
const list = (party: 'artist' | 'studio'): Record<Role, number> => ({
  ...everyone(403),
  anonymous: 401,
  [party]: 200,
  admin: 200,
});
/** A new claim: only for one's own studio or artist profile. */
const create = (allowed: Role[]): Record<Role, number> => ({
  ...everyone(403),
  anonymous: 401,
  ...Object.fromEntries(allowed.map((r) => [r, 201])),
});

const table: Row[] = [
  {
    path: '/api/studio-artist-claims (the studio and the artist)',
    method: 'POST',
    url: () => '/api/studio-artist-claims',
    body: () => ({ studioId: ids.studio, artistId: ids.artist }),
    expect: create(['studio', 'artist']),
  },
  {
    path: "/api/studio-artist-claims (the artist-studio's studio and the artist)",
    method: 'POST',
    url: () => '/api/studio-artist-claims',
    body: () => ({ studioId: ids.artistStudioStudio, artistId: ids.artist }),
    expect: create(['artistStudio', 'artist']),
  },
  {
    path: '/api/studio-artist-claims/artist/{artistId}',
    method: 'GET',
    url: () => `/api/studio-artist-claims/artist/${ids.artist}`,
    expect: list('artist'),
  },
  {
    path: '/api/studio-artist-claims/studio/{studioId}',
    method: 'GET',
    url: () => `/api/studio-artist-claims/studio/${ids.studio}`,
    expect: list('studio'),
  },
  {
    path: '/api/studio-artist-claims/{id}/history',
    method: 'GET',
    fresh: 'pending',
    url: (id) => `/api/studio-artist-claims/${id}/history`,
    expect: onClaim({ artist: 200, studio: 200, admin: 200 }),
  },
  {
    path: '/api/studio-artist-claims/{id}/approve (the studio claimed)',
    method: 'PUT',
    fresh: 'pending',
    url: (id) => `/api/studio-artist-claims/${id}/approve`,
    expect: onClaim({ artist: 200, studio: 403 }),
  },
  {
    path: '/api/studio-artist-claims/{id}/deny (the studio claimed)',
    method: 'PUT',
    fresh: 'pending',
    url: (id) => `/api/studio-artist-claims/${id}/deny`,
    body: () => ({ message: 'Artist declined verification request' }),
    expect: onClaim({ artist: 200, studio: 200 }),
  },
  {
    path: '/api/studio-artist-claims/{id}/delist (verified)',
    method: 'PUT',
    fresh: 'verified',
    url: (id) => `/api/studio-artist-claims/${id}/delist`,
    expect: onClaim({ artist: 200, studio: 200 }),
  },
];

const cases = table.flatMap((row) => roles.map((role) => [row.method, row.path, role, row] as const));

it.each(cases)('%s %s as %s', async (_method, _path, role, row) => {
  const claimId = row.fresh ? await freshClaim(row.fresh) : '';
  const res = await ctx.send(row.method, row.url(claimId), {
    ...(row.body && { payload: row.body() }),
    ...(cookies[role] && { cookie: cookies[role] }),
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(row.expect[role]);
  // A claim this case made (or acted on) is ended, so the pair is free for the next case.
  if (res.statusCode === 201) await ctx.act(cookies[role], res.json().id, 'deny');
  if (claimId) await release(claimId);
});

it('answers 404, never 500, for ids that are not UUIDs', async () => {
  for (const url of [
    '/api/studio-artist-claims/nope/history',
    '/api/studio-artist-claims/artist/nope',
    '/api/studio-artist-claims/studio/nope',
  ]) {
    expect((await ctx.send('GET', url, { cookie: cookies.admin })).statusCode).toBe(404);
  }
  for (const action of ['approve', 'deny', 'delist'] as const) {
    expect((await ctx.act(cookies.artist, 'nope', action)).statusCode).toBe(404);
  }
});
