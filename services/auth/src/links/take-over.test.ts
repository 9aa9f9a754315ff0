import { randomUUID } from 'node:crypto';
import { ACCOUNT_EXISTS } from '@inkbook/contracts/auth';
import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authService } from '../testing/auth-service';
import { latestToken, linksFor } from '../testing/outbox';

// An unverified account does not let a stranger hold someone's address: an inquiry or application naming it
// still answers 409, and the address's owner is offered the account (at most once per 10 minutes).

const t = useService(authService);

const createAccount = (payload: Record<string, unknown>, applicant: SessionUser | null = null) =>
  t.inject({ method: 'POST', url: '/internal/accounts', payload }, applicant);
const login = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
/** The stranger's account, made with someone else's address (an inquiry with a password, say). */
async function heldAccount(email: string) {
  const res = await createAccount({ email, password: 'strangers-password', role: 'client' });
  expect(res.statusCode).toBe(201);
  const signedIn = await login(email, 'strangers-password');
  return {
    user: signedIn.json().user as SessionUser,
    session: /inkbook_session=([^;]+)/.exec(String(signedIn.headers['set-cookie']))?.[1] ?? '',
  };
}
/** Someone else names the address in an application: the answer must stay today's 409. */
async function nameInApplication(email: string, applicant: SessionUser | null = null) {
  const res = await createAccount(
    { email, password: 'any-password', role: 'artist', artistId: randomUUID() },
    applicant,
  );
  expect([res.statusCode, res.json().message]).toEqual([409, ACCOUNT_EXISTS]);
}
/** Moves the account's take-over links back in time, as if the interval had passed. */
const age = (email: string, minutes: number) =>
  sql`update auth.link_tokens set created_at = created_at - make_interval(mins => ${minutes})
       where purpose = 'take-over' and user_id = (select id from auth.users where email = ${email})`.execute(
    t.db,
  );

describe('taking over an unverified account', () => {
  it('answers 409 and mails the address one take-over link per 10 minutes', async () => {
    const email = 'held@takeover.test';
    await heldAccount(email);
    // At once, as a flood would come: the account's row lock lets only the first refusal issue a link.
    await Promise.all([
      nameInApplication(email),
      nameInApplication(email),
      nameInApplication(email.toUpperCase()),
    ]);
    const links = await linksFor(t.db, email, 'take-over');
    expect(links).toHaveLength(1);
    const lifetime = Date.parse(links[0]?.expiresAt ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);

    await age(email, 9);
    await nameInApplication(email);
    expect(await linksFor(t.db, email, 'take-over')).toHaveLength(1);
    await age(email, 2);
    await nameInApplication(email);
    expect(await linksFor(t.db, email, 'take-over')).toHaveLength(2);
  });

  it("lets the address's owner set a password with the link, ending the stranger's session", async () => {
    const email = 'taken-back@takeover.test';
    const stranger = await heldAccount(email);
    await nameInApplication(email);
    const token = await latestToken(t.db, email, 'take-over');

    const set = await t.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'owners-password' },
    });
    expect(set.statusCode).toBe(200);
    const resolved = await t.inject({
      method: 'POST',
      url: '/internal/sessions/resolve',
      payload: { token: stranger.session },
    });
    expect(resolved.statusCode).toBe(404);
    expect((await login(email, 'strangers-password')).statusCode).toBe(401);
    const owner = await login(email, 'owners-password');
    expect(owner.statusCode).toBe(200);
    const me = await t.inject({ method: 'GET', url: '/api/auth/me' }, owner.json().user);
    expect(me.json()).toMatchObject({ email, emailVerified: true });

    // Verified now: naming it again is a plain 409, with no link.
    await age(email, 60);
    await nameInApplication(email);
    expect(await linksFor(t.db, email, 'take-over')).toHaveLength(1);
  });

  it('offers nothing for a verified account, nor to the account’s own holder', async () => {
    const verified = 'verified@takeover.test';
    await heldAccount(verified);
    const verification = await latestToken(t.db, verified, 'verify-email');
    await t.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verification } });
    await nameInApplication(verified);

    // Signed in as the (unverified) account, a second artist profile is refused without mailing anyone.
    const own = 'own@takeover.test';
    const artist = await createAccount({
      email: own,
      password: 'own-password',
      role: 'artist',
      artistId: randomUUID(),
    });
    expect(artist.statusCode).toBe(201);
    await nameInApplication(own, (await login(own, 'own-password')).json().user);

    expect(await linksFor(t.db, verified, 'take-over')).toEqual([]);
    expect(await linksFor(t.db, own, 'take-over')).toEqual([]);
  });
});
