import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { authService } from '../testing/auth-service';

// The internal account API catalog calls while creating a profile, and the admin seed.
const t = useService(authService, {
  env: { ADMIN_EMAIL: 'Admin@Accounts.test', ADMIN_PASSWORD: 'accounts-admin-password' },
});

/** The applicant is whoever the caller (catalog) says is signed in, as the gateway told it. */
const createAccount = (payload: Record<string, unknown>, applicant: SessionUser | null = null) =>
  t.inject({ method: 'POST', url: '/internal/accounts', payload }, applicant);
const someoneElseUser = (id: string): SessionUser => ({
  id,
  email: 'other@ink.test',
  role: 'client',
  artistId: null,
  studioId: null,
});
const login = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const revert = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/internal/accounts/revert', payload });

describe('internal account API', () => {
  it('creates an account for a new artist profile', async () => {
    const artistId = randomUUID();
    const res = await createAccount({
      email: 'New@Artist.test',
      password: 'artist-password',
      role: 'artist',
      artistId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'artist', created: true });
    const signedIn = await login('new@artist.test', 'artist-password');
    expect(signedIn.json().user).toMatchObject({
      role: 'artist',
      artistId,
      studioId: null,
      email: 'new@artist.test',
    });
  });

  it('links a studio to an existing artist account only for the applicant signed in as it (artist-studio)', async () => {
    const artistId = randomUUID();
    const studioId = randomUUID();
    await createAccount({ email: 'both@ink.test', password: 'same-password', role: 'artist', artistId });
    const owner = (await login('both@ink.test', 'same-password')).json().user;
    // Signed in, the password in the application is not the account's business: sign-in already checked it.
    const res = await createAccount(
      { email: 'both@ink.test', password: 'anything-else', role: 'studio', studioId },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'artist-studio', created: false });
    expect((await login('both@ink.test', 'same-password')).json().user).toMatchObject({
      role: 'artist-studio',
      artistId,
      studioId,
    });
  });

  it('answers an existing email with the same 409 for the right and a wrong password, changing nothing', async () => {
    await createAccount({
      email: 'taken@ink.test',
      password: 'first-password',
      role: 'artist',
      artistId: randomUUID(),
    });
    const someoneElse = (
      await createAccount({
        email: 'other@ink.test',
        password: 'other-password',
        role: 'client',
      })
    ).json();
    const answers = [];
    for (const [password, applicant] of [
      ['first-password', null],
      ['wrong-password', null],
      ['first-password', { ...someoneElseUser(someoneElse.userId) }],
    ] as const) {
      const res = await createAccount(
        { email: 'taken@ink.test', password, role: 'studio', studioId: randomUUID() },
        applicant,
      );
      answers.push([res.statusCode, res.json()]);
    }
    expect(answers[0]).toEqual([
      409,
      expect.objectContaining({ message: 'An account with this email already exists' }),
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await login('taken@ink.test', 'first-password')).json().user).toMatchObject({
      role: 'artist',
      studioId: null,
    });
  });

  it('reverts a created account, and a link, when the caller’s own write failed', async () => {
    const created = (
      await createAccount({
        email: 'undo@ink.test',
        password: 'undo-password',
        role: 'artist',
        artistId: randomUUID(),
      })
    ).json();
    await revert({ userId: created.userId, created: true });
    expect((await login('undo@ink.test', 'undo-password')).statusCode).toBe(401);

    const artistId = randomUUID();
    const studioId = randomUUID();
    const first = (
      await createAccount({ email: 'relink@ink.test', password: 'relink-password', role: 'artist', artistId })
    ).json();
    const relinker = (await login('relink@ink.test', 'relink-password')).json().user;
    await createAccount(
      { email: 'relink@ink.test', password: 'relink-password', role: 'studio', studioId },
      relinker,
    );
    await revert({ userId: first.userId, created: false, studioId });
    expect((await login('relink@ink.test', 'relink-password')).json().user).toMatchObject({
      role: 'artist',
      artistId,
      studioId: null,
    });
  });

  it('refuses unsigned calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/internal/accounts',
      payload: { email: 'x@y.test', password: 'password1', role: 'artist' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('unlinks the account of a deleted artist profile (catalog.artist.deleted)', async () => {
    const artistId = randomUUID();
    await createAccount({ email: 'gone@ink.test', password: 'gone-password', role: 'artist', artistId });
    await t.publish('catalog.artist.deleted', { id: artistId });
    expect((await login('gone@ink.test', 'gone-password')).json().user).toMatchObject({
      role: 'client',
      artistId: null,
    });
  });
});

describe('admin seed', () => {
  it('is idempotent and keeps one admin whose password follows the configuration', async () => {
    const again = await t.boot({ ADMIN_PASSWORD: 'rotated-admin-password' });
    await again.close();
    const rotated = await login('admin@accounts.test', 'rotated-admin-password');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().user.role).toBe('admin');
    expect((await login('admin@accounts.test', 'accounts-admin-password')).statusCode).toBe(401);
  });
});
