import type { ConsentTemplate } from '@inkbook/contracts/aftercare';
import { DEFAULT_CONSENT_STATEMENTS, DEFAULT_CONSENT_TITLE } from '@inkbook/contracts/aftercare-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sessionUser } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { recipientUser } from '../testing/booking-factory';
import { useBookings } from '../testing/suite';

// The consent template of issue 24 item 1: the default until saved, every save a new version (the versions newest
// first, then the default), statement ids kept or given, the limits, and who may read and save it.

const t = useBookings();

const URL = '/api/bookings/settings/consent';
const VERSIONS = `${URL}/versions`;

const DEFAULT = {
  version: 1,
  title: DEFAULT_CONSENT_TITLE,
  statements: DEFAULT_CONSENT_STATEMENTS,
  minimumAge: 18,
  createdAt: null,
};

const edit = {
  title: 'Consent and release – Ana’s studio',
  statements: [
    { id: 'sober', text: 'I have not had alcohol or drugs in the last 24 hours.' },
    { text: 'I have eaten in the last few hours.' },
  ],
  minimumAge: 21,
};

const templateOf = (res: { json(): unknown }) => res.json() as ConsentTemplate;
const versionsOf = async (user: SessionUser, query = '') =>
  ((await t.call(user, 'GET', `${VERSIONS}${query}`)).json() as { versions: ConsentTemplate[] }).versions;
const savedRows = (ownerId: string) =>
  t.db.selectFrom('consent_templates').selectAll().where('owner_id', '=', ownerId).execute();

describe('the consent template', () => {
  it('is the default, version 1, until saved', async () => {
    const artist = recipientUser('artist');
    const res = await t.call(artist, 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DEFAULT);
    expect(await versionsOf(artist)).toEqual([DEFAULT]);
  });

  it('saves each edit as a new version; the versions list newest first, then the default', async () => {
    const artist = recipientUser('artist');
    const first = await t.call(artist, 'PUT', URL, edit);
    expect(first.statusCode, first.body).toBe(200);
    const v2 = templateOf(first);
    expect(v2).toMatchObject({
      version: 2,
      title: edit.title,
      minimumAge: 21,
      statements: [
        edit.statements[0],
        { id: 'i-have-eaten-in', text: 'I have eaten in the last few hours.' },
      ],
    });
    expect(Date.parse(v2.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);

    // The next edit keeps a statement by its id and drops another.
    const second = await t.call(artist, 'PUT', URL, {
      ...edit,
      statements: [{ id: 'i-have-eaten-in', text: 'I have eaten a proper meal today.' }],
      minimumAge: 18,
    });
    const v3 = templateOf(second);
    expect(v3).toMatchObject({
      version: 3,
      statements: [{ id: 'i-have-eaten-in', text: 'I have eaten a proper meal today.' }],
    });
    expect(templateOf(await t.call(artist, 'GET', URL))).toEqual(v3);
    expect(await versionsOf(artist)).toEqual([v3, v2, DEFAULT]);
    // Someone else's template is untouched.
    expect((await t.call(recipientUser('artist'), 'GET', URL)).json()).toEqual(DEFAULT);
  });

  it('gives each new statement an id unique within the template', async () => {
    const artist = recipientUser('artist');
    const res = await t.call(artist, 'PUT', URL, {
      ...edit,
      statements: [
        { text: 'Photos may be taken.' },
        { id: 'photos-may-be-taken', text: 'Photos may be taken of my tattoo.' },
        { text: 'Photos may be taken!' },
        { text: 'Я согласен.' },
        { id: 's-1', text: 'A statement that already had the id s-1.' },
        { text: 'Ich bin über 18 Jahre alt.' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = templateOf(res).statements.map((s) => s.id);
    expect(ids).toEqual([
      'photos-may-be-taken-2',
      'photos-may-be-taken',
      'photos-may-be-taken-3',
      's-2',
      's-1',
      'ich-bin-uber-18',
    ]);
  });

  it('saves that race each get their own version', async () => {
    const artist = recipientUser('artist');
    const saves = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => t.call(artist, 'PUT', URL, { ...edit, title: `Consent form ${n}` })),
    );
    expect(saves.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(saves.map((res) => templateOf(res).version).sort()).toEqual([2, 3, 4, 5, 6]);
    expect((await versionsOf(artist)).map((v) => v.version)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  const statement = (text: string) => ({ text });
  it.each([
    ['statements', { statements: [] }],
    ['statements', { statements: Array.from({ length: 31 }, (_, i) => statement(`Statement ${i}`)) }],
    ['statements.0.text', { statements: [statement('Shrt')] }],
    ['statements.0.text', { statements: [statement('x'.repeat(501))] }],
    ['statements.0.id', { statements: [{ id: 'Not An Id', text: 'A fine statement.' }] }],
    [
      'statements',
      {
        statements: [
          { id: 'same', text: 'A fine statement.' },
          { id: 'same', text: 'Another fine one.' },
        ],
      },
    ],
    ['minimumAge', { minimumAge: 15 }],
    ['minimumAge', { minimumAge: 26 }],
    ['minimumAge', { minimumAge: 18.5 }],
    ['title', { title: 'No' }],
    // An unknown field: the body as a whole is refused.
    ['_', { version: 7 }],
  ])('400 naming %s for %j, and nothing is saved', async (field, changes) => {
    const artist = recipientUser('artist');
    const res = await t.call(artist, 'PUT', URL, { ...edit, ...changes });
    expect(res.statusCode).toBe(400);
    // The field's dotted path is one key of `fields`, not a path into it.
    expect(res.json().error.fields).toHaveProperty([field]);
    expect(await savedRows(artist.artistId as string)).toEqual([]);
  });

  it('a studio keeps its own; an artist-studio login says which with ?as=', async () => {
    const studio = recipientUser('studio');
    await t.call(studio, 'PUT', URL, edit);
    expect(templateOf(await t.call(studio, 'GET', URL))).toMatchObject({ version: 2, title: edit.title });

    const both = sessionUser('artist-studio', {
      artistId: recipientUser('artist').artistId as string,
      studioId: recipientUser('studio').studioId as string,
    });
    const saved = await t.call(both, 'PUT', `${URL}?as=studio`, edit);
    expect(templateOf(saved).version).toBe(2);
    expect((await versionsOf(both, '?as=studio')).map((v) => v.version)).toEqual([2, 1]);
    expect(await versionsOf(both, '?as=artist')).toEqual([DEFAULT]);
    const unsaid = await t.call(both, 'GET', URL);
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().error.fields).toHaveProperty('as');
  });
});

// Every template route × every kind of caller: artists and studios each their own; clients and admins 403.
describe('consent template authorization', () => {
  const callers: [string, () => SessionUser | null, number][] = [
    ['anonymous', () => null, 401],
    ['a client', () => sessionUser('client'), 403],
    ['an artist', () => recipientUser('artist'), 200],
    ['another artist', () => recipientUser('artist'), 200],
    ['a studio', () => recipientUser('studio'), 200],
    ['an admin', () => sessionUser('admin'), 403],
  ];
  const routes: [string, (user: SessionUser | null) => ReturnType<typeof t.call>][] = [
    [`GET ${URL}`, (user) => t.call(user, 'GET', URL)],
    [`PUT ${URL}`, (user) => t.call(user, 'PUT', URL, edit)],
    [`GET ${VERSIONS}`, (user) => t.call(user, 'GET', VERSIONS)],
  ];
  const cells = routes.flatMap(([route, call]) =>
    callers.map(([as, user, status]) => [route, as, call, user, status] as const),
  );

  it.each(cells)('%s as %s', async (_, __, call, user, status) => {
    expect((await call(user())).statusCode).toBe(status);
  });

  it('an artist never reads or saves the template of a profile it does not hold (403)', async () => {
    const artist = recipientUser('artist');
    expect((await t.call(artist, 'GET', `${URL}?as=studio`)).statusCode).toBe(403);
    expect((await t.call(artist, 'PUT', `${URL}?as=studio`, edit)).statusCode).toBe(403);
  });
});
