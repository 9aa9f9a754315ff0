import { jpegDataUrl } from '@inkbook/catalog/testing';
import { artistInquiryBody, studioInquiryBody } from '@inkbook/inquiries/testing';
import { beforeAll, expect, it } from 'vitest';
import { useInquiryJourney } from './inquiries-stack';

// One table: every inquiries route × who is calling → the status the server answers (issue 12 item 2, the studio's
// Artist Inquiries of issue 14 and the waitlist of issue 26). The recipient (or an admin) manages; the client who
// sent it reads its own; anyone else is told no (403) where the target is public (an inbox) and nothing at all (404)
// where hiding the inquiry is better. A waitlist is its owner's alone: its entries are people's contact details, so
// an admin or a client (no waitlist of their own) is told no, and another artist or studio learns nothing (404).

const roles = [
  'anonymous',
  'client',
  'otherClient',
  'artist',
  'otherArtist',
  'studio',
  'otherStudio',
  'admin',
] as const;
type Role = (typeof roles)[number];

const ctx = useInquiryJourney();
const cookies: Partial<Record<Role, string>> = {};
const ids = {
  artist: '',
  studio: '',
  artistInquiry: '',
  studioInquiry: '',
  artistPhoto: '',
  studioPhoto: '',
};

beforeAll(async () => {
  const [artist, otherArtist] = [await ctx.recipientArtist(), await ctx.recipientArtist()];
  const [studio, otherStudio] = [await ctx.recipientStudio(), await ctx.recipientStudio()];
  Object.assign(cookies, {
    artist: artist.cookie,
    otherArtist: otherArtist.cookie,
    studio: studio.cookie,
    otherStudio: otherStudio.cookie,
    admin: await ctx.signInAdmin(),
  });
  ids.artist = artist.artist.id;
  ids.studio = studio.studio.id;
  // The studio verifies the artist, so its Artist Inquiries rows have the artist's inquiries to act on.
  await ctx.verify({ id: ids.studio, cookie: studio.cookie }, { id: ids.artist, cookie: artist.cookie });
  const sent = await ctx.fromNewClient(ids.artist, ids.studio);
  cookies.client = sent.cookie;
  cookies.otherClient = (await ctx.fromNewClient(otherArtist.artist.id, otherStudio.studio.id)).cookie;
  // One inquiry of each kind with a photo, from the client, for the read, status, notes and attachment rows.
  const withPhoto = async (path: string, body: object) =>
    (await ctx.send('POST', path, { payload: body, cookie: cookies.client })).json();
  const toArtist = await withPhoto(
    '/api/inquiries',
    artistInquiryBody(ids.artist, { placementPhotos: [await jpegDataUrl()] }),
  );
  const toStudio = await withPhoto(
    '/api/studio-inquiries',
    studioInquiryBody(ids.studio, { placementPhotos: [await jpegDataUrl()] }),
  );
  Object.assign(ids, {
    artistInquiry: toArtist.id,
    artistPhoto: toArtist.placementPhotos[0],
    studioInquiry: toStudio.id,
    studioPhoto: toStudio.placementPhotos[0],
  });
}, 120_000);

type Kind = 'artist' | 'studio';

/** A new inquiry of `kind` from the client, for rows that use one up (DELETE). */
async function freshInquiry(kind: Kind): Promise<string> {
  const [path, body] =
    kind === 'artist'
      ? ['/api/inquiries', artistInquiryBody(ids.artist)]
      : ['/api/studio-inquiries', studioInquiryBody(ids.studio)];
  return (await ctx.send('POST', path, { payload: body, cookie: cookies.client })).json().id;
}

const idea = 'A small fern on the inside of my wrist';
const joinBody = (kind: Kind) => ({
  [kind === 'artist' ? 'artistId' : 'studioId']: ids[kind],
  name: 'Waiting Person',
  email: `waiting.${crypto.randomUUID()}@example.com`,
  idea,
});

/** A new entry on `kind`'s waitlist from a visitor, for rows that act on one (invite, remove). */
async function freshEntry(kind: Kind): Promise<string> {
  const res = await ctx.send('POST', '/api/waitlist', { payload: joinBody(kind) });
  if (res.statusCode !== 201) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

interface Row {
  /** The route, for the test's name. */
  path: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (fresh: string) => string;
  /** Makes what the row uses up (DELETE) or acts on, its id passed to `url`. */
  fresh?: () => Promise<string>;
  body?: () => Promise<object> | object;
  expect: Record<Role, number>;
}
const everyone = (status: number): Record<Role, number> =>
  Object.fromEntries(roles.map((r) => [r, status])) as Record<Role, number>;
/** Managed by the recipient (and admins); the sender may only read it; the rest do not learn it exists. */
const managed = (recipient: 'artist' | 'studio', ok: number): Record<Role, number> => ({
  ...everyone(404),
  anonymous: 401,
  client: 403,
  [recipient]: ok,
  admin: ok,
});
const inbox = (recipient: 'artist' | 'studio'): Record<Role, number> => ({
  ...everyone(403),
  anonymous: 401,
  [recipient]: 200,
  admin: 200,
});
const attachment = (recipient: 'artist' | 'studio'): Record<Role, number> => ({
  ...managed(recipient, 200),
  client: 200,
});

/** The conversation: the recipient and the client who sent it talk; admins only read; the rest learn nothing. */
const conversation = (recipient: 'artist' | 'studio', ok: number, admin: number): Record<Role, number> => ({
  ...everyone(404),
  anonymous: 401,
  client: ok,
  [recipient]: ok,
  admin,
});
const messageRows = (kind: 'artist' | 'studio'): Row[] => {
  const base = kind === 'artist' ? '/api/inquiries' : '/api/studio-inquiries';
  const url = () => `${base}/${kind === 'artist' ? ids.artistInquiry : ids.studioInquiry}/messages`;
  return [
    { path: `${base}/{id}/messages`, method: 'GET', url, expect: conversation(kind, 200, 200) },
    {
      path: `${base}/{id}/messages`,
      method: 'POST',
      url,
      body: () => ({ body: 'Does Saturday work?' }),
      expect: conversation(kind, 201, 403),
    },
  ];
};

/** An owner's waitlist entry: the owner acts; other owners learn nothing; logins without a waitlist are told no. */
const waitlistEntry = (owner: Kind): Record<Role, number> => ({
  ...everyone(404),
  anonymous: 401,
  client: 403,
  otherClient: 403,
  [owner]: 200,
  admin: 403,
});

const waitlistRows: Row[] = [
  // Anyone may join; a signed-in client joins as their account (the email they send is not used).
  ...(['artist', 'studio'] as const).map(
    (kind): Row => ({
      path: `/api/waitlist (${kind})`,
      method: 'POST',
      url: () => '/api/waitlist',
      body: () => joinBody(kind),
      expect: everyone(201),
    }),
  ),
  {
    path: '/api/waitlist',
    method: 'GET',
    url: () => '/api/waitlist',
    expect: { ...everyone(200), anonymous: 401, client: 403, otherClient: 403, admin: 403 },
  },
  {
    path: '/api/waitlist/{id}/invite',
    method: 'POST',
    fresh: () => freshEntry('artist'),
    url: (id) => `/api/waitlist/${id}/invite`,
    body: () => ({}),
    expect: waitlistEntry('artist'),
  },
  {
    path: '/api/waitlist/{id}',
    method: 'DELETE',
    fresh: () => freshEntry('studio'),
    url: (id) => `/api/waitlist/${id}`,
    expect: waitlistEntry('studio'),
  },
];

const table: Row[] = [
  ...waitlistRows,
  ...messageRows('artist'),
  ...messageRows('studio'),
  {
    path: '/api/inquiries',
    method: 'POST',
    url: () => '/api/inquiries',
    body: () => artistInquiryBody(ids.artist),
    expect: everyone(201),
  },
  {
    path: '/api/studio-inquiries',
    method: 'POST',
    url: () => '/api/studio-inquiries',
    body: () => studioInquiryBody(ids.studio),
    expect: everyone(201),
  },
  {
    path: '/api/inquiries/attachments',
    method: 'POST',
    url: () => '/api/inquiries/attachments',
    body: async () => ({ image: await jpegDataUrl() }),
    expect: everyone(201),
  },
  {
    path: '/api/inquiries/mine',
    method: 'GET',
    url: () => '/api/inquiries/mine',
    expect: { ...everyone(200), anonymous: 401 },
  },
  {
    path: '/api/inquiries/artist/{artistId}',
    method: 'GET',
    url: () => `/api/inquiries/artist/${ids.artist}`,
    expect: inbox('artist'),
  },
  {
    path: '/api/inquiries/artist/{artistId}/stats',
    method: 'GET',
    url: () => `/api/inquiries/artist/${ids.artist}/stats`,
    expect: inbox('artist'),
  },
  {
    path: '/api/inquiries/{id}/status',
    method: 'PATCH',
    url: () => `/api/inquiries/${ids.artistInquiry}/status`,
    body: () => ({ status: 'reviewed' }),
    expect: managed('artist', 200),
  },
  {
    path: '/api/inquiries/{id}/notes',
    method: 'PATCH',
    url: () => `/api/inquiries/${ids.artistInquiry}/notes`,
    body: () => ({ notes: 'Private to the artist' }),
    expect: managed('artist', 200),
  },
  {
    path: '/api/inquiries/{id}',
    method: 'DELETE',
    fresh: () => freshInquiry('artist'),
    url: (id) => `/api/inquiries/${id}`,
    expect: managed('artist', 200),
  },
  {
    path: '/api/inquiries/{id}/attachments/{hash}',
    method: 'GET',
    url: () => ids.artistPhoto,
    expect: attachment('artist'),
  },
  {
    path: '/api/studio-inquiries/studio/{studioId}',
    method: 'GET',
    url: () => `/api/studio-inquiries/studio/${ids.studio}`,
    expect: inbox('studio'),
  },
  {
    path: '/api/studio-inquiries/{id}/status',
    method: 'PATCH',
    url: () => `/api/studio-inquiries/${ids.studioInquiry}/status`,
    body: () => ({ status: 'approved', response: 'See you soon' }),
    expect: managed('studio', 200),
  },
  {
    path: '/api/studio-inquiries/{id}',
    method: 'DELETE',
    fresh: () => freshInquiry('studio'),
    url: (id) => `/api/studio-inquiries/${id}`,
    expect: managed('studio', 200),
  },
  {
    path: '/api/studio-inquiries/{id}/attachments/{hash}',
    method: 'GET',
    url: () => ids.studioPhoto,
    expect: attachment('studio'),
  },
  {
    path: '/api/studio/{studioId}/artist-inquiries',
    method: 'GET',
    url: () => `/api/studio/${ids.studio}/artist-inquiries`,
    expect: inbox('studio'),
  },
  // The studio that verified the artist (and admins) only; the artist itself deletes through its own route.
  {
    path: '/api/studio/{studioId}/artist-inquiries/{id}',
    method: 'DELETE',
    fresh: () => freshInquiry('artist'),
    url: (id) => `/api/studio/${ids.studio}/artist-inquiries/${id}`,
    expect: inbox('studio'),
  },
];

const cases = table.flatMap((row) => roles.map((role) => [row.method, row.path, role, row] as const));

it.each(cases)('%s %s as %s', async (_method, _url, role, row) => {
  const fresh = row.fresh ? await row.fresh() : '';
  const res = await ctx.send(row.method, row.url(fresh), {
    ...(row.body && { payload: await row.body() }),
    ...(cookies[role] && { cookie: cookies[role] }),
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(row.expect[role]);
});

it('answers 404, never 500, for ids that are not UUIDs', async () => {
  for (const [method, url] of [
    ['PATCH', '/api/inquiries/nope/status'],
    ['DELETE', '/api/inquiries/nope'],
    ['GET', '/api/inquiries/nope/attachments/abc'],
    ['DELETE', '/api/studio-inquiries/nope'],
    ['DELETE', `/api/studio/${ids.studio}/artist-inquiries/nope`],
    ['POST', '/api/waitlist/nope/invite'],
    ['DELETE', '/api/waitlist/nope'],
  ] as const) {
    // A waitlist is only ever its owner's (an admin is told no before the id is read).
    const res = await ctx.send(method, url, {
      cookie: url.startsWith('/api/waitlist') ? cookies.artist : cookies.admin,
      ...(method === 'PATCH' && { payload: { status: 'reviewed' } }),
    });
    expect(res.statusCode).toBe(404);
  }
});
