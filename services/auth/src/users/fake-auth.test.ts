import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@inkbook/contracts/identity';
import { type FakeAuth, signedHeaders, useService } from '@inkbook/service-kit/testing';
import { beforeAll, expect, it } from 'vitest';
import { authService } from '../testing/auth-service';

// Other services' tests talk to a fake of this account API (service-kit's fake-auth.ts). It stays honest here:
// the same calls over HTTP to auth itself and to the fake get the same status codes and bodies.

// The harness starts the fake beside every service under test: here it is `t.auth`, beside auth itself.
const t = useService(authService);
let real: string;
let fake: FakeAuth;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  real = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake = t.auth;
});

/** The answer to one call, with the new account's id written as `<id>` (each side makes its own). */
async function call(base: string, path: string, body: unknown, user: SessionUser | null | 'unsigned') {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user === 'unsigned' ? {} : signedHeaders(user)) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body: 'userId' in json ? { ...json, userId: '<id>' } : json, json };
}

/** Every case catalog's and inquiries' tests lean on, in one order: create, 409, link, revert, refusals. */
async function cases(base: string) {
  const artistId = randomUUID();
  const studioId = randomUUID();
  const email = 'Same@Cases.test';
  const create = (body: object, user: SessionUser | null | 'unsigned' = null) =>
    call(base, '/internal/accounts', body, user);
  const revert = (body: object) => call(base, '/internal/accounts/revert', body, null);

  const created = await create({ email, password: 'first-password', role: 'artist', artistId });
  const owner: SessionUser = {
    id: created.json.userId as string,
    email: 'same@cases.test',
    role: 'artist',
    artistId,
    studioId: null,
  };
  const stranger: SessionUser = { ...owner, id: randomUUID() };
  const answers = [
    created,
    await create({ email, password: 'first-password', role: 'studio', studioId }),
    await create({ email: 'same@cases.test', password: 'wrong-password', role: 'client' }),
    await create({ email, password: 'any-password', role: 'studio', studioId }, stranger),
    await create({ email, password: 'any-password', role: 'artist', artistId: randomUUID() }, owner),
    await create({ email, password: 'any-password', role: 'studio', studioId }, owner),
    await revert({ userId: owner.id, created: false, studioId }),
    await create({ email, password: 'any-password', role: 'studio', studioId }, owner),
    await revert({ userId: owner.id, created: true }),
    await create({ email, password: 'second-password', role: 'client' }),
    await create({ email: 'not-an-email', password: 'long-enough', role: 'client' }),
    await create({ email: 'short@cases.test', password: 'short', role: 'client' }),
    await create({ email: 'role@cases.test', password: 'long-enough', role: 'admin' }),
    await revert({ userId: 'nope', created: true }),
    await create({ email: 'unsigned@cases.test', password: 'long-enough', role: 'client' }, 'unsigned'),
  ];
  return answers.map(({ status, body }) => ({ status, body }));
}

it('answers as auth does: created, 409 whatever the password, linked for the owner only, reverted, refused', async () => {
  const fromAuth = await cases(real);
  expect(fromAuth.map((a) => a.status)).toEqual([
    201, 409, 409, 409, 409, 200, 200, 200, 200, 201, 400, 400, 400, 400, 401,
  ]);
  expect(await cases(fake.url)).toEqual(fromAuth);
});

it('holds the account as auth does: sign-in answers the user the calls left behind', async () => {
  const artistId = randomUUID();
  const studioId = randomUUID();
  /** Makes an artist's login, links a studio to it as its owner, and answers what signing in would give. */
  const linked = async (base: string, signIn: (email: string, password: string) => Promise<SessionUser>) => {
    const email = 'held@cases.test';
    await call(
      base,
      '/internal/accounts',
      { email, password: 'held-password', role: 'artist', artistId },
      null,
    );
    const owner = await signIn(email, 'held-password');
    await call(
      base,
      '/internal/accounts',
      { email, password: 'x-password', role: 'studio', studioId },
      owner,
    );
    return { ...(await signIn(email, 'held-password')), id: '<id>' };
  };
  const fromAuth = await linked(real, async (email, password) => {
    const res = await t.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    return res.json().user;
  });
  expect(fromAuth).toEqual({
    id: '<id>',
    email: 'held@cases.test',
    role: 'artist-studio',
    artistId,
    studioId,
  });
  expect(await linked(fake.url, async (email, password) => fake.signIn(email, password))).toEqual(fromAuth);
  expect(() => fake.signIn('held@cases.test', 'x-password')).toThrow();
});
