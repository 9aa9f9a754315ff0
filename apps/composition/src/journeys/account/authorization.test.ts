import { createHash } from 'node:crypto';
import { studioApplication } from '@inkbook/catalog/testing';
import { REAUTHENTICATE_TO_EXPORT } from '@inkbook/contracts/data-export';
import { artistInquiryBody } from '@inkbook/inquiries/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, approve, approvedArtist } from '../catalog/catalog-stack';
import { useInquiryJourney } from '../inquiries/inquiries-stack';

// Issue 27 item 5: one table, the account routes × who is calling → the status, through the gateway. The export is
// anyone's own data, for a session signed in within 10 minutes (else 401 with the text); DELETE /api/me takes the
// account's own password (a session alone cannot erase anyone), never an admin's account, and only ever the caller's.

const roles = ['anonymous', 'client', 'artist', 'studio', 'admin', 'staleClient'] as const;
type Role = (typeof roles)[number];
interface Person {
  cookie: string;
  email: string;
  password: string;
}

const j = useInquiryJourney();
const PASSWORD = 'client-password';
/** The people the table reads as; a DELETE that succeeds uses up a fresh one of its own instead. */
const people: Partial<Record<Role, Person>> = {};
/** Someone nobody in the table is: their password is the "another account's" one. */
let bystander: Person;
let artistId = '';
/** The public page of the artist every client here wrote to. */
let artistPage = '';

/** The session was signed in 11 minutes ago (still in use: its sign-in counts, not its last request). */
async function staled(person: Person): Promise<Person> {
  const token = person.cookie.split('=')[1] as string;
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await sql`update auth.sessions set created_at = now() - interval '11 minutes'
    where token_hash = ${tokenHash}`.execute(j.db);
  return person;
}

/** A client: their first inquiry (to the table's artist) made the account. */
async function newClient(password = PASSWORD): Promise<Person> {
  const body = artistInquiryBody(artistId, { password });
  const res = await j.send('POST', '/api/inquiries', { payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: await j.signIn(body.email, password), email: body.email, password };
}

/** A new person in `role`, signed in (anonymous has no one; the admin is the one configured). */
async function newPerson(role: Role): Promise<Person | undefined> {
  switch (role) {
    case 'anonymous':
      return undefined;
    case 'admin':
      return { cookie: await j.signInAdmin(), email: '', password: '' };
    case 'client':
      return newClient();
    case 'staleClient':
      return staled(await newClient());
    case 'artist': {
      const { body, cookie } = await approvedArtist(j.stack);
      return { cookie, email: body.email, password: body.password };
    }
    case 'studio': {
      const body = await studioApplication();
      const res = await apply(j.stack, 'studios', body);
      expect(res.statusCode, res.body).toBe(201);
      await approve(j.stack, 'studios', res.json().id);
      return {
        cookie: await j.signIn(body.businessEmail, body.password),
        email: body.businessEmail,
        password: body.password,
      };
    }
  }
}

beforeAll(async () => {
  const artist = await j.recipientArtist();
  artistId = artist.artist.id;
  artistPage = `/api/artists/${artist.artist.instagramHandle}`;
  bystander = await newClient('bystander-password');
  for (const role of roles) {
    const person = await newPerson(role);
    if (person) people[role] = person;
  }
}, 120_000);

interface Row {
  route: string;
  method: 'GET' | 'DELETE';
  url: string;
  body?: (person: Person | undefined) => object;
  /** A 2xx deletes the caller's account: the roles expected to succeed get a fresh person of their own. */
  fresh?: boolean;
  /** The text every 401 of this row carries. */
  unauthorized?: string;
  expect: Record<Role, number>;
}

const table: Row[] = [
  {
    route: 'GET /api/me/export',
    method: 'GET',
    url: '/api/me/export',
    unauthorized: REAUTHENTICATE_TO_EXPORT,
    expect: { anonymous: 401, client: 200, artist: 200, studio: 200, admin: 200, staleClient: 401 },
  },
  // The password is the fresh check here: a session signed in long ago may still delete its own account with it.
  {
    route: 'DELETE /api/me (own password)',
    method: 'DELETE',
    url: '/api/me',
    body: (person) => ({ password: person?.password || 'any-password-at-all' }),
    fresh: true,
    expect: { anonymous: 401, client: 200, artist: 200, studio: 200, admin: 403, staleClient: 200 },
  },
  {
    route: 'DELETE /api/me (a wrong password)',
    method: 'DELETE',
    url: '/api/me',
    body: () => ({ password: 'not-the-password' }),
    expect: { anonymous: 401, client: 401, artist: 401, studio: 401, admin: 403, staleClient: 401 },
  },
  // Only the caller's account: the password of someone else's is as wrong as any other.
  {
    route: "DELETE /api/me (another account's password)",
    method: 'DELETE',
    url: '/api/me',
    body: () => ({ password: bystander.password }),
    expect: { anonymous: 401, client: 401, artist: 401, studio: 401, admin: 403, staleClient: 401 },
  },
];

/** The sign-in limits count failures per address: every call of the table comes from its own. */
const addressOf = (row: number, role: number) => `10.27.${row}.${role + 1}`;

describe('the account routes × who is calling', () => {
  for (const [index, row] of table.entries()) {
    it(`${row.route}: ${roles.map((r) => `${r} ${row.expect[r]}`).join(', ')}`, async () => {
      const answered: Record<string, number> = {};
      for (const [at, role] of roles.entries()) {
        const person = row.fresh && row.expect[role] < 300 ? await newPerson(role) : people[role];
        const res = await j.send(row.method, row.url, {
          ...(person && { cookie: person.cookie }),
          ...(row.body && { payload: row.body(person) }),
          remoteAddress: addressOf(index, at),
        });
        answered[role] = res.statusCode;
        if (row.unauthorized && res.statusCode === 401) expect(res.json().message).toBe(row.unauthorized);
        if (row.fresh && res.statusCode === 200 && person) {
          // Gone, and signed out: its session ends and its password no longer signs in.
          expect((await j.send('GET', '/api/auth/me', { cookie: person.cookie })).statusCode).toBe(401);
          const login = await j.send('POST', '/api/login', {
            payload: { email: person.email, password: person.password },
            remoteAddress: addressOf(index, at),
          });
          expect(login.statusCode).toBe(401);
        }
      }
      expect(answered).toEqual(row.expect);
    }, 60_000);
  }

  it('leaves everyone else as they were: every other account still signed in, their artist still public', async () => {
    for (const person of [bystander, ...Object.values(people)])
      expect((await j.send('GET', '/api/auth/me', { cookie: person.cookie })).statusCode).toBe(200);
    expect((await j.send('GET', artistPage)).statusCode).toBe(200);
  });
});

describe('DELETE /api/me limits', () => {
  it('refuses a body without a password (400) and a request from another origin (403)', async () => {
    const { cookie } = await newClient();
    expect((await j.send('DELETE', '/api/me', { cookie, payload: {} })).statusCode).toBe(400);
    const foreign = await j.send('DELETE', '/api/me', {
      cookie,
      payload: { password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await j.send('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);
  });

  it('meets the sign-in limits: 401 for each wrong password, then 429 even for the right one', async () => {
    const { cookie } = await newClient();
    const from = { cookie, remoteAddress: '10.9.0.3' };
    for (let i = 0; i < 5; i++)
      expect(
        (await j.send('DELETE', '/api/me', { ...from, payload: { password: `wrong-${i}-guess` } }))
          .statusCode,
      ).toBe(401);
    const limited = await j.send('DELETE', '/api/me', { ...from, payload: { password: PASSWORD } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await j.send('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);
  });
});
