import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authService } from '../testing/auth-service';
import { eventsOf } from '../testing/outbox';

// Every account change is told to the platform through the outbox, in the transaction of the change
// (notifications keeps each account's address from these events).

const t = useService(authService, {
  env: { ADMIN_EMAIL: 'Admin@Events.test', ADMIN_PASSWORD: 'events-admin-password' },
});

const createAccount = (payload: Record<string, unknown>, applicant: SessionUser | null = null) =>
  t.inject({ method: 'POST', url: '/internal/accounts', payload }, applicant);
const login = async (email: string, password: string) =>
  (await t.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).json()
    .user as SessionUser;
/** The events about one account, in the order the platform will hear them. */
async function eventsAbout(id: string) {
  const { rows } = await sql<{ subject: string; data: Record<string, unknown> }>`
    select subject, payload as data from auth.outbox
     where subject like 'auth.user.%' and payload->>'id' = ${id} order by seq`.execute(t.db);
  return rows;
}

describe('account events', () => {
  it('tells of the seeded admin, verified, once however often it boots (a new password alone is no news)', async () => {
    const again = await t.boot({ ADMIN_PASSWORD: 'rotated-admin-password' });
    await again.close();
    const admins = (await eventsOf(t.db, 'auth.user.created')).filter((e) => e.role === 'admin');
    expect(admins).toEqual([
      {
        id: expect.any(String),
        email: 'admin@events.test',
        role: 'admin',
        artistId: null,
        studioId: null,
        emailVerified: true,
      },
    ]);
  });

  it('tells of a new account, a profile linked to it, an unlinked one, and nothing when nothing changed', async () => {
    const artistId = randomUUID();
    const studioId = randomUUID();
    const created = await createAccount({
      email: 'Life@Events.test',
      password: 'life-password',
      role: 'artist',
      artistId,
    });
    const id = created.json().userId;
    const owner = await login('life@events.test', 'life-password');
    await createAccount(
      { email: 'life@events.test', password: 'x-password', role: 'studio', studioId },
      owner,
    );
    // A client's second inquiry "links" to the account it is signed in as: no change, no event.
    await createAccount({ email: 'life@events.test', password: 'x-password', role: 'client' }, owner);
    await t.publish('catalog.studio.deleted', { id: studioId });

    const account = { id, email: 'life@events.test', emailVerified: false };
    expect(await eventsAbout(id)).toEqual([
      { subject: 'auth.user.created', data: { ...account, role: 'artist', artistId, studioId: null } },
      { subject: 'auth.user.updated', data: { ...account, role: 'artist-studio', artistId, studioId } },
      { subject: 'auth.user.updated', data: { ...account, role: 'artist', artistId, studioId: null } },
    ]);
  });

  it('tells of a reverted new account as deleted, and of a refused one not at all', async () => {
    const created = await createAccount({
      email: 'undone@events.test',
      password: 'undone-password',
      role: 'client',
    });
    const id = created.json().userId;
    await t.inject({
      method: 'POST',
      url: '/internal/accounts/revert',
      payload: { userId: id, created: true },
    });
    await t.inject({
      method: 'POST',
      url: '/internal/accounts/revert',
      payload: { userId: id, created: true },
    });
    expect((await eventsAbout(id)).map((e) => e.subject)).toEqual(['auth.user.created', 'auth.user.deleted']);
    expect((await eventsAbout(id))[1]?.data).toEqual({ id, email: 'undone@events.test' });

    const before = (await eventsOf(t.db, 'auth.user.created')).length;
    const refused = await createAccount({
      email: 'admin@events.test',
      password: 'whatever-pass',
      role: 'client',
    });
    expect(refused.statusCode).toBe(409);
    expect(await eventsOf(t.db, 'auth.user.created')).toHaveLength(before);
  });
});
