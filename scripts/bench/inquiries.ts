import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { artistApplication } from '@inkbook/catalog/testing';
import { IDEMPOTENCY_KEY_HEADER } from '@inkbook/contracts/inquiry-endpoints';
import { inquiryStatuses } from '@inkbook/contracts/inquiry-status';
import { artistInquiryBody, studioInquiryBody, withoutContact } from '@inkbook/inquiries/testing';
import pg from 'pg';
import { approvedStudio } from './badge';
import { admin, serveEventStack } from './event-stack';
import { benchUrl, cpuTimeMs, type LoadRequest, load } from './processes';

const INQUIRIES = 10_000;
const CONNECTIONS = 20;
const SECONDS = 8;
const json = { 'content-type': 'application/json' };

/** A request through the gateway as a browser holding `cookie` (signed out without one). */
export const call = (
  method: string,
  path: string,
  { body, cookie }: { body?: object; cookie?: string } = {},
) =>
  fetch(`${benchUrl('gateway')}${path}`, {
    method,
    headers: { ...json, ...(cookie && { cookie }) },
    ...(body && { body: JSON.stringify(body) }),
  });

export async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs in through the gateway: the session cookie a browser would send. */
export async function signIn(email: string, password: string) {
  const res = await expectStatus(
    await call('POST', '/api/login', { body: { email, password } }),
    200,
    'login',
  );
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('inkbook_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

/** Applies and is approved through the gateway, as the journeys do; answers its id, handle and session cookie. */
export async function approvedArtist() {
  const application = await artistApplication();
  const applied = await expectStatus(
    await call('POST', '/api/artists', { body: application }),
    201,
    'artist application',
  );
  const { id, instagramHandle } = (await applied.json()) as { id: string; instagramHandle: string };
  await expectStatus(
    await call('PUT', `/api/admin/artists/${id}`, {
      body: { status: 'approved' },
      cookie: await signIn(admin.email, admin.password),
    }),
    200,
    'approval',
  );
  return { id, instagramHandle, cookie: await signIn(application.email, application.password) };
}

/**
 * POSTs `body` to `path` as soon as inquiries has its recipient (404 until catalog's approval reaches its projection
 * over NATS); answers the stored inquiry's id.
 */
async function sendOnceListed(path: string, body: object): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const res = await call('POST', path, { body });
    if (res.status === 201) return ((await res.json()) as { id: string }).id;
    await expectStatus(res, 404, `first inquiry to ${path}`);
    await sleep(100);
  }
  throw new Error(`${path}: the recipient never reached the inquiries projection`);
}

/** Sends an inquiry with a password, creating the client's account; answers its session cookie and inquiry. */
export async function newClient(artistId: string) {
  const password = 'client-password';
  const body = artistInquiryBody(artistId, { password });
  const inquiryId = await sendOnceListed('/api/inquiries', body);
  return { cookie: await signIn(body.email, password), inquiryId };
}

/**
 * A bench fixture: `INQUIRIES` inquiries to the artist and as many to the studio, a minute apart, written straight
 * into the inquiries schema (the kept counts follow through its triggers), and the studio verified the artist (the
 * pair claims' event would make), so its Artist Inquiries holds the artist's. The quote and studio columns are copied
 * from `model`, inquiries the service stored, so they hold what it computes.
 */
async function seed(databaseUrl: string, model: { artistInquiry: string; studioInquiry: string }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const statuses = [inquiryStatuses, inquiryStatuses.length, INQUIRIES];
    await client.query(
      `insert into inquiries.artist_inquiries (artist_id, concept, placement_areas, size, budget_min, budget_max,
         available_dates, is_traveling, full_name, email, phone, status, created_at, updated_at, ai_estimate_range,
         ai_estimated_hours, ai_hourly_rate, ai_deposit, ai_complexity, ai_artist_tier, ai_style)
       select m.artist_id, 'Inquiry ' || i || ': a koi fish swimming up my forearm, with waves', m.placement_areas,
         m.size, m.budget_min, m.budget_max, m.available_dates, m.is_traveling, 'Client ' || i,
         'client' || i || '@bench.test', m.phone, ($2::text[])[1 + i % $3::int], now() - i * interval '1 minute',
         now() - i * interval '1 minute', m.ai_estimate_range, m.ai_estimated_hours, m.ai_hourly_rate, m.ai_deposit,
         m.ai_complexity, m.ai_artist_tier, m.ai_style
       from inquiries.artist_inquiries m cross join generate_series(1, $4::int) as i
       where m.id = $1`,
      [model.artistInquiry, ...statuses],
    );
    await client.query(
      `insert into inquiries.studio_inquiries (studio_id, concept, placement_areas, size, budget_min, budget_max,
         available_dates, is_traveling, full_name, email, phone, status, created_at, updated_at, description,
         budget_range, timeline, complexity, style, preferred_styles)
       select m.studio_id, 'Inquiry ' || i || ': a koi fish swimming up my forearm, with waves', m.placement_areas,
         m.size, m.budget_min, m.budget_max, m.available_dates, m.is_traveling, 'Client ' || i,
         'client' || i || '@bench.test', m.phone, ($2::text[])[1 + i % $3::int], now() - i * interval '1 minute',
         now() - i * interval '1 minute', 'Inquiry ' || i || ': a koi fish swimming up my forearm, with waves',
         m.budget_range, m.timeline, m.complexity, m.style, m.preferred_styles
       from inquiries.studio_inquiries m cross join generate_series(1, $4::int) as i
       where m.id = $1`,
      [model.studioInquiry, ...statuses],
    );
    await client.query(
      `insert into inquiries.studio_verified_artists (studio_id, artist_id)
       select s.studio_id, a.artist_id from inquiries.studio_inquiries s, inquiries.artist_inquiries a
       where s.id = $1 and a.id = $2`,
      [model.studioInquiry, model.artistInquiry],
    );
    await client.query(
      'analyze inquiries.artist_inquiries, inquiries.studio_inquiries, inquiries.inbox_counts',
    );
  } finally {
    await client.end();
  }
}

/** POST /api/inquiries requests, each a new body from `body` and its own Idempotency-Key (a replay sends nothing). */
const sends = (body: () => object): LoadRequest => ({
  method: 'POST',
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        body: JSON.stringify(body()),
      }),
    },
  ],
});

/** The processes a read goes through: each one's pid, and Postgres' backends serving the bench's database. */
export type Chain = { pids: Record<string, number | undefined>; databaseUrl: string };

/** CPU ms so far of each process of the chain, the load generator (this process) and the database's backends. */
async function chainCpuMs({ pids, databaseUrl }: Chain): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu: Record<string, number> = {
      postgres: rows.reduce((sum, { pid }) => sum + (cpuTimeMs(pid) || 0), 0),
    };
    for (const [name, pid] of Object.entries(pids)) cpu[name] = cpuTimeMs(pid);
    const { user, system } = process.cpuUsage();
    cpu['load generator'] = (user + system) / 1000;
    return cpu;
  } finally {
    await client.end();
  }
}

/**
 * CPU µs per request of each process of the chain over `run`: what a read costs the machine, steadier than its rate
 * on a machine other work shares. Postgres' backends that end during the run are missed (the pools keep theirs).
 */
export async function withCpuPerRequest<R extends { total: number }>(chain: Chain, run: () => Promise<R>) {
  const before = await chainCpuMs(chain);
  const result = await run();
  const after = await chainCpuMs(chain);
  const cpuMicros = Object.fromEntries(
    Object.entries(after).map(([name, ms]) => [name, ((ms - (before[name] ?? 0)) * 1000) / result.total]),
  );
  cpuMicros.total = Object.values(cpuMicros).reduce((sum, us) => sum + us, 0);
  return { result, cpuMicros };
}

/**
 * An inbox's first page at `CONNECTIONS` connections and at one, after a warm-up; answers them with its size (items
 * and bytes) and the CPU each process of the chain spent per request of the loaded run.
 */
async function firstPage(url: string, cookie: string, chain: Chain) {
  const headers = { cookie };
  const answer = await (await expectStatus(await fetch(url, { headers }), 200, url)).text();
  const first = JSON.parse(answer) as { items: unknown[]; total: number };
  // Warmed a run's length, as auth-me warms each path: the first inbox measured paid for compiling the chain's code.
  await load(url, headers, SECONDS, CONNECTIONS);
  const { result: loaded, cpuMicros } = await withCpuPerRequest(chain, () =>
    load(url, headers, SECONDS, CONNECTIONS),
  );
  // As its one reader asks: the read's own cost, without the queueing of the concurrent load.
  const alone = await load(url, headers, SECONDS, 1);
  return {
    page: first.items.length,
    total: first.total,
    bytes: Buffer.byteLength(answer),
    loaded,
    alone,
    cpuMicros,
  };
}
export type InboxLoad = Awaited<ReturnType<typeof firstPage>>;

/**
 * Issues 12 and 30: the first inbox page of the artist, of the studio and of the studio's Artist Inquiries with
 * `INQUIRIES` inquiries each, and POST /api/inquiries by a signed-in client and by a new client whose password
 * creates an account, each through the gateway.
 */
export async function benchInquiries() {
  // Separate processes: an approval reaches the inquiries projection over NATS only.
  const stack = await serveEventStack();
  const { database } = stack;
  await stack.serve('inquiries', {
    // Every send here comes from one address, and a signed-in client's from one email: thousands a run against the
    // deployed 30 (per address) and 10 (per email) an hour, which would answer 429. The limiter's Postgres store is
    // still consulted on every send.
    INQUIRY_RATE_LIMIT_PER_ADDRESS: '100000000',
    INQUIRY_RATE_LIMIT_PER_EMAIL: '100000000',
  });
  await stack.serveGateway(['auth', 'catalog', 'inquiries']);
  try {
    const base = benchUrl('gateway');
    const artist = await approvedArtist();
    const studio = await approvedStudio();
    const client = await newClient(artist.id);
    const studioInquiry = await sendOnceListed('/api/studio-inquiries', studioInquiryBody(studio.id));
    await seed(database.url, { artistInquiry: client.inquiryId, studioInquiry });

    const chain = { pids: stack.pids, databaseUrl: database.url };
    const inboxes = {
      artist: await firstPage(`${base}/api/inquiries/artist/${artist.id}`, artist.cookie, chain),
      studio: await firstPage(`${base}/api/studio-inquiries/studio/${studio.id}`, studio.cookie, chain),
      studioArtists: await firstPage(
        `${base}/api/studio/${studio.id}/artist-inquiries`,
        studio.cookie,
        chain,
      ),
    };

    const sendUrl = `${base}/api/inquiries`;
    // As the dialog sends it signed in: step 6 only a note, the contact taken from the account.
    const signedIn = sends(() => withoutContact(artistInquiryBody(artist.id)));
    await load(sendUrl, { ...json, cookie: client.cookie }, 2, CONNECTIONS, signedIn); // warm-up
    const bySignedIn = await load(
      sendUrl,
      { ...json, cookie: client.cookie },
      SECONDS,
      CONNECTIONS,
      signedIn,
    );
    // artistInquiryBody gives every body its own email: each request creates an account (an argon2 hash in auth).
    const withAccount = await load(
      sendUrl,
      json,
      SECONDS,
      CONNECTIONS,
      sends(() => artistInquiryBody(artist.id, { password: 'client-password' })),
    );
    return {
      connections: CONNECTIONS,
      seconds: SECONDS,
      inboxes,
      bySignedIn,
      withAccount,
    };
  } finally {
    await stack.stop();
  }
}
