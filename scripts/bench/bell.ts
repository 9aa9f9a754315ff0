import { seedNotifications } from '@inkbook/notifications/testing';
import { admin, serveEventStack } from './event-stack';
import { call, expectStatus, signIn } from './inquiries';
import { benchUrl, load } from './processes';

const OWN = 200;
/** Other people's notifications in the same table, so the read has to find its owner's among them. */
const OTHERS = 20_000;
const CONNECTIONS = 10;
const SECONDS = 8;
/** The bell's panel: its latest 20. */
const PATH = '/api/notifications?limit=20';

/**
 * Issue 22: the bell's read, `GET /api/notifications?limit=20`, through the gateway as a signed-in person holding
 * `OWN` notifications (seeded by SQL beside `OTHERS` of other people), auth and notifications each in its own process.
 */
export async function benchBell() {
  const stack = await serveEventStack();
  await stack.serve('notifications');
  await stack.serveGateway(['auth', 'notifications']);
  try {
    const cookie = await signIn(admin.email, admin.password);
    const me = await expectStatus(await call('GET', '/api/auth/me', { cookie }), 200, 'me');
    const user = (await me.json()) as { id: string; email: string };
    await stack.seed('notifications', (db) => seedNotifications(db, { user, own: OWN, others: OTHERS }));
    const first = await expectStatus(await call('GET', PATH, { cookie }), 200, 'bell');
    const page = (await first.json()) as { notifications: unknown[]; unreadCount: number };
    if (page.notifications.length !== 20) throw new Error('the bell did not list the seeded notifications');
    return {
      own: OWN,
      others: OTHERS,
      unread: page.unreadCount,
      connections: CONNECTIONS,
      seconds: SECONDS,
      ...(await load(`${benchUrl('gateway')}${PATH}`, { cookie }, SECONDS, CONNECTIONS)),
    };
  } finally {
    await stack.stop();
  }
}

export const bellSection = (
  b: Awaited<ReturnType<typeof benchBell>>,
) => `## The bell: \`GET /api/notifications?limit=20\` through the gateway (${b.connections} connections, ${b.seconds} s)

| requests/s | p50 ms | p95 ms | p99 ms | errors |
|---|---|---|---|---|
| ${b.requestsPerSecond} | ${b.p50} | **${b.p95}** | ${b.p99} | ${b.errors} |

A signed-in person (the seeded admin, session cookie) holding ${b.own} notifications (${b.unread} unread) reads the bell's
panel: the latest 20 and the unread count. The notifications table also holds ${b.others.toLocaleString('en')} of a hundred other people's;
all were seeded by SQL. Auth, notifications and the gateway each in its own process; p95 is exact, from every
response's time.
`;
