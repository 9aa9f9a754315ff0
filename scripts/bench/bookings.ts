import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedBookings } from '@inkbook/bookings/testing';
import { artistInquiryBody, withoutContact } from '@inkbook/inquiries/testing';
import { serveEventStack } from './event-stack';
import { approvedArtist, call, expectStatus, newClient } from './inquiries';
import { benchUrl, load, percentile } from './processes';

/** Clients racing for the same four times, in each round. */
const RACERS = 20;
const SLOTS = 4;
const ROUNDS = 5;
/** Bookings the artist holds when its list is read (seeded by SQL). */
const BOOKINGS = 5_000;
const CONNECTIONS = 10;
const SECONDS = 8;
const MESSAGES = 30;
const HOUR = 3_600_000;

/** An instant `hours` from now on a whole hour (every round's slots are days apart, so rounds never clash). */
const hoursAhead = (hours: number) =>
  new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();

/** An artist's offer on `inquiryId` of one two-hour session at one of `slots`. */
export const offerRequest = (inquiryId: string, slots: string[]) => ({
  inquiryId,
  inquiryKind: 'artist',
  priceLow: 300,
  priceHigh: 450,
  sessions: 1,
  sessionHours: 2,
  deposit: 100,
  slots,
  location: 'Ink & Iron, Austin',
});

/** POST /api/offers as the artist, once bookings has learned the inquiry (404 until its event arrives). */
async function offer(cookie: string, inquiryId: string, slots: string[]) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const res = await call('POST', '/api/offers', {
      cookie,
      body: offerRequest(inquiryId, slots),
    });
    if (res.status === 201) return ((await res.json()) as { offer: { id: string } }).offer.id;
    await expectStatus(res, 404, 'offer');
    await sleep(50);
  }
  throw new Error(`inquiry ${inquiryId} never reached bookings`);
}

/** Issue 23: `RACERS` clients accept the same `SLOTS` times at once, `ROUNDS` times; every answer timed. */
async function race(artist: { id: string; cookie: string }, clients: { cookie: string }[]) {
  const times: number[] = [];
  const winnersPerSlot: number[] = [];
  let refused = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const slots = Array.from({ length: SLOTS }, (_, i) => hoursAhead(24 * (7 + round * 5 + i)));
    const offers: string[] = [];
    for (const client of clients) {
      const sent = await expectStatus(
        await call('POST', '/api/inquiries', {
          cookie: client.cookie,
          body: withoutContact(artistInquiryBody(artist.id)),
        }),
        201,
        'inquiry',
      );
      offers.push(await offer(artist.cookie, ((await sent.json()) as { id: string }).id, slots));
    }
    const answers = await Promise.all(
      clients.map(async (client, i) => {
        const slot = slots[i % SLOTS] as string;
        const started = performance.now();
        const res = await call('POST', `/api/offers/${offers[i]}/accept`, {
          cookie: client.cookie,
          body: { slot },
        });
        times.push(performance.now() - started);
        return { slot, status: res.status };
      }),
    );
    for (const slot of slots)
      winnersPerSlot.push(answers.filter((a) => a.slot === slot && a.status === 201).length);
    refused += answers.filter((a) => a.status === 409).length;
    const other = answers.filter((a) => a.status !== 201 && a.status !== 409);
    if (other.length > 0) throw new Error(`accept answered ${other.map((a) => a.status).join(', ')}`);
  }
  times.sort((a, b) => a - b);
  return {
    accepts: times.length,
    p50: Number(percentile(times, 0.5).toFixed(1)),
    p95: Number(percentile(times, 0.95).toFixed(1)),
    refused,
    oneWinnerPerSlot: winnersPerSlot.every((n) => n === 1),
    winnersPerSlot,
  };
}

/** `path` through the gateway as `cookie` for `SECONDS`. */
const measure = (path: string, cookie: string, connections = CONNECTIONS) =>
  load(`${benchUrl('gateway')}${path}`, { cookie }, SECONDS, connections);

/** The ids of `inquiries.message.created` events arriving on `cookie`'s /api/events stream, as they arrive. */
async function watchMessages(cookie: string) {
  const arrived = new Map<string, number>();
  const controller = new AbortController();
  const res = await fetch(`${benchUrl('gateway')}/api/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`event stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffered = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data:'));
          if (!block.includes('inquiries.message.created') || !data) continue;
          const id = (JSON.parse(data.slice(5)) as { data?: { id?: string } }).data?.id;
          if (id) arrived.set(id, performance.now());
        }
      }
    } catch {
      // aborted when the bench ends
    }
  })();
  return { arrived, close: () => controller.abort() };
}

/** From a client's POST of a message to its arrival on the artist's open stream, one at a time. */
async function messageLatency(artistCookie: string, client: { cookie: string; inquiryId: string }) {
  const stream = await watchMessages(artistCookie);
  const times: number[] = [];
  try {
    await sleep(500);
    for (let i = 0; i < MESSAGES; i++) {
      const started = performance.now();
      const res = await expectStatus(
        await call('POST', `/api/inquiries/${client.inquiryId}/messages`, {
          cookie: client.cookie,
          body: { body: `Message ${i}: could we do the Thursday?` },
        }),
        201,
        'message',
      );
      const { id } = (await res.json()) as { id: string };
      for (let waited = 0; !stream.arrived.has(id) && waited < 5_000; waited += 5) await sleep(5);
      const at = stream.arrived.get(id);
      if (at === undefined) throw new Error(`message ${id} never reached the artist's stream`);
      times.push(at - started);
    }
  } finally {
    stream.close();
  }
  times.sort((a, b) => a - b);
  return {
    messages: times.length,
    p50: Number(percentile(times, 0.5).toFixed(1)),
    p95: Number(percentile(times, 0.95).toFixed(1)),
  };
}

/**
 * Issue 23's measures, each through the gateway with auth, catalog, inquiries and bookings in their own processes
 * on a private NATS: the accept race, the artist's booking list at 5,000 bookings, and a message's way to the other
 * side's open page.
 */
export async function benchBookings() {
  const stack = await serveEventStack();
  await stack.serve('inquiries', {
    INQUIRY_RATE_LIMIT_PER_ADDRESS: '100000000',
    MESSAGE_RATE_LIMIT_PER_USER: '100000',
  });
  await stack.serve('bookings');
  await stack.serveGateway(['auth', 'catalog', 'inquiries', 'bookings']);
  try {
    const artist = await approvedArtist();
    const clients = [];
    for (let i = 0; i < RACERS; i++) clients.push(await newClient(artist.id));
    const accept = await race(artist, clients);
    const messages = await messageLatency(artist.cookie, clients[0] as { cookie: string; inquiryId: string });
    // One two-hour session every three hours from 60 days ahead (after the race's times).
    await stack.seed('bookings', (db) =>
      seedBookings(db, { count: BOOKINGS, label: 'bench', artistId: artist.id, startsAfterDays: 60 }),
    );
    const week = `/api/bookings?from=${encodeURIComponent(hoursAhead(24 * 61))}&to=${encodeURIComponent(hoursAhead(24 * 68))}`;
    const first = await expectStatus(await call('GET', week, { cookie: artist.cookie }), 200, 'bookings');
    const listed = ((await first.json()) as { bookings: unknown[] }).bookings.length;
    if (listed < 50) throw new Error(`a week of the seeded bookings listed only ${listed}`);
    return {
      accept,
      messages,
      bookings: BOOKINGS,
      weekListed: listed,
      connections: CONNECTIONS,
      seconds: SECONDS,
      week: await measure(week, artist.cookie),
      weekAlone: await measure(week, artist.cookie, 1),
      firstPage: await measure('/api/bookings', artist.cookie),
    };
  } finally {
    await stack.stop();
  }
}

const pass = (ok: boolean) => (ok ? 'met' : '**not met**');

export const bookingsSection = (b: Awaited<ReturnType<typeof benchBookings>>) => `## Bookings (issue 23)

### The accept race: ${RACERS} clients accept the same ${SLOTS} times at once (${ROUNDS} rounds, ${b.accept.accepts} accepts)

| p50 ms | p95 ms | 409 'That time was just taken' | winners per time |
|---|---|---|---|
| ${b.accept.p50} | **${b.accept.p95}** | ${b.accept.refused} | ${b.accept.winnersPerSlot.join(', ')} |

Exactly one winner per time: ${pass(b.accept.oneWinnerPerSlot)} (the database's exclusion constraint decides; five
clients ask for each time, each with its own inquiry and offer from the same artist).

### \`GET /api/bookings\` for an artist holding ${b.bookings.toLocaleString('en')} bookings (${b.connections} connections, ${b.seconds} s)

| request | requests/s | p50 ms | p95 ms | errors |
|---|---|---|---|---|
| a week (\`from\`/\`to\`, ${b.weekListed} bookings) | ${b.week.requestsPerSecond} | ${b.week.p50} | **${b.week.p95}** | ${b.week.errors} |
| the first page (100, no bounds) | ${b.firstPage.requestsPerSecond} | ${b.firstPage.p50} | **${b.firstPage.p95}** | ${b.firstPage.errors} |
| the week, one connection | ${b.weekAlone.requestsPerSecond} | ${b.weekAlone.p50} | **${b.weekAlone.p95}** | ${b.weekAlone.errors} |

p95 under 50 ms: ${pass(b.weekAlone.p95 < 50)} one request at a time; at ${b.connections} connections ${pass(b.week.p95 < 50)} for the week,
${pass(b.firstPage.p95 < 50)} for the first page (there the requests queue: gateway, auth's session check, bookings, Postgres
and autocannon share ${cpus().length} cores, the same ceiling the bell's read meets). The bookings
(one two-hour session every three hours from 60 days ahead) were seeded by SQL into the bookings schema.

### A message to the other side's open page (${b.messages.messages} messages, one at a time)

From the client's \`POST /api/inquiries/{id}/messages\` to its \`inquiries.message.created\` on the artist's open
\`/api/events\` stream (outbox → NATS → gateway): p50 ${b.messages.p50} ms, p95 **${b.messages.p95} ms** (target under
1 s: ${pass(b.messages.p95 < 1000)}).
`;
