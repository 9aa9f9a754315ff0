import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sessionUser } from '@inkbook/service-kit/testing';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from './preferences/unsubscribe-token';
import { useNotifications } from './testing/suite';

// Every notifications route × every role, as one table: the bell and preferences are each person's own (401 signed
// out, never anyone else's items or switches); unsubscribe links need no session, the signed token is the key.
// The admin mailbox routes are the mail module's (tested there).

const t = useNotifications();
const SECRET = 'test-internal-secret-0123456789';

type As = 'anonymous' | 'client' | 'artist' | 'studio' | 'admin';
const everyone: As[] = ['anonymous', 'client', 'artist', 'studio', 'admin'];
const people = {} as Record<Exclude<As, 'anonymous'>, SessionUser>;
/** Someone else's notification: no role may read or mark it. */
let othersId: string;

async function notificationOf(user: SessionUser) {
  const row = await t.db
    .insertInto('notifications')
    .values({
      key: randomUUID(),
      user_id: user.id,
      email: user.email,
      category: 'inquiries',
      title: `For ${user.role}`,
      body: 'Hello',
      link: '/dashboard',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  for (const role of ['client', 'artist', 'studio', 'admin'] as const) {
    people[role] = sessionUser(role);
    await notificationOf(people[role]);
  }
  othersId = await notificationOf(sessionUser('artist'));
});

const userOf = (as: As) => (as === 'anonymous' ? null : people[as]);
const token = () => unsubscribeToken(SECRET, `someone.${randomUUID()}@example.com`, 'claims');

interface Row {
  route: string;
  call(user: SessionUser | null): Promise<LightMyRequestResponse>;
  /** The status for a signed-in person (anonymous: `anonymous`). */
  signedIn: number;
  anonymous: number;
  /** What the answer holds for a signed-in person: only their own. */
  own?(res: LightMyRequestResponse, user: SessionUser): void;
}

const table: Row[] = [
  {
    route: 'GET /api/notifications',
    call: (user) => t.inject({ method: 'GET', url: '/api/notifications' }, user),
    signedIn: 200,
    anonymous: 401,
    own: (res, user) =>
      expect(res.json().notifications.map((n: { title: string }) => n.title)).toEqual([`For ${user.role}`]),
  },
  {
    route: "POST /api/notifications/read (another person's ids, and one that is no UUID)",
    call: (user) =>
      t.inject(
        { method: 'POST', url: '/api/notifications/read', payload: { ids: [othersId, 'not-a-uuid'] } },
        user,
      ),
    signedIn: 200,
    anonymous: 401,
    own: (res) => expect(res.json()).toEqual({ unreadCount: 1 }),
  },
  {
    route: 'GET /api/notifications/preferences',
    call: (user) => t.inject({ method: 'GET', url: '/api/notifications/preferences' }, user),
    signedIn: 200,
    anonymous: 401,
  },
  {
    route: 'PUT /api/notifications/preferences',
    call: (user) =>
      t.inject(
        { method: 'PUT', url: '/api/notifications/preferences', payload: { email: { bookings: false } } },
        user,
      ),
    signedIn: 200,
    anonymous: 401,
  },
  {
    route: 'GET /api/notifications/unsubscribe',
    call: (user) => t.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${token()}` }, user),
    signedIn: 200,
    anonymous: 200,
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    call: (user) =>
      t.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token: token() } }, user),
    signedIn: 200,
    anonymous: 200,
  },
  {
    route: 'POST /api/notifications/unsubscribe/one-click',
    call: (user) =>
      t.inject(
        {
          method: 'POST',
          url: `/api/notifications/unsubscribe/one-click?token=${token()}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        },
        user,
      ),
    signedIn: 200,
    anonymous: 200,
  },
  {
    route: 'POST /api/notifications/read (all)',
    call: (user) =>
      t.inject({ method: 'POST', url: '/api/notifications/read', payload: { all: true } }, user),
    signedIn: 200,
    anonymous: 401,
    own: (res) => expect(res.json()).toEqual({ unreadCount: 0 }),
  },
];

describe('authorization', () => {
  const cells = table.flatMap((row) => everyone.map((as) => [row.route, as, row] as const));

  it.each(cells)('%s as %s', async (_, as, row) => {
    const user = userOf(as);
    const res = await row.call(user);
    expect(res.statusCode).toBe(user ? row.signedIn : row.anonymous);
    if (user && row.own) row.own(res, user);
  });

  it("leaves another person's notification unread and their switches untouched", async () => {
    const other = await t.db
      .selectFrom('notifications')
      .select(['read_at', 'email'])
      .where('id', '=', othersId)
      .executeTakeFirstOrThrow();
    expect(other.read_at).toBeNull();
    const res = await t.inject(
      { method: 'GET', url: '/api/notifications/preferences' },
      sessionUser('artist', { email: other.email }),
    );
    expect(res.json().email.bookings).toBe(true);
  });
});
