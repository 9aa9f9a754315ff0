import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import type { EventPayload, EventSubject } from '@inkbook/contracts/events';
import { type NotificationsDatabase, queuedMail, startSmtpSink } from '@inkbook/notifications/testing';
import { createDb, createNatsTransport } from '@inkbook/service-kit';
import { createTestDatabase, createTestNatsServer, TEST_SECRET } from '@inkbook/service-kit/testing';
import { percentile, serveService, stopAll } from './processes';

const EVENTS = 40;
const DRAIN = 1_000;

/** Resolves when `done()` holds, looking every 2 ms; throws after `timeoutMs`. */
async function until(done: () => boolean, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

/**
 * Issue 22: email through a real SMTP sink (smtp-server on loopback), the notifications service in its own process
 * as deployed, events on a private NATS server. Event → email: an `inquiries.inquiry.created` published as the
 * inquiries service's relay would, until the client's receipt is accepted by the sink (one at a time; the artist, who has an account, is emailed too). Drain:
 * `DRAIN` emails queued in one transaction, as Notify queues them, until the last is accepted.
 */
export async function benchMail() {
  const sink = await startSmtpSink({ parse: false });
  const arrived = new Map<string, number>();
  sink.onAccepted = (recipients) => {
    for (const to of recipients) arrived.set(to, performance.now());
  };
  const env = { SMTP_URL: sink.url, PUBLIC_URL: 'https://inkbook.example' };
  const database = await createTestDatabase();
  const nats = await createTestNatsServer();
  const transport = createNatsTransport({ servers: nats.url });
  const db = createDb<NotificationsDatabase>(database.url, 'notifications', { max: 2 });
  // Notifications needs no other service: accounts and everything it tells of arrive as events.
  const service = await serveService('notifications', {
    ...env,
    DATABASE_URL: database.url,
    INTERNAL_SECRET: TEST_SECRET,
    HOST: '127.0.0.1',
    NATS_URL: nats.url,
  });
  try {
    const publish = <S extends EventSubject>(subject: S, changes: Partial<EventPayload<S>> = {}) =>
      transport.publish({
        id: randomUUID(),
        subject,
        occurredAt: new Date().toISOString(),
        data: sampleEventPayload(subject, changes),
      });
    // The artist the inquiries are sent to has an account (auth's event): both sides are told of each one.
    await publish('auth.user.created');

    const times: number[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const email = `client-${i}@bench.test`;
      const published = performance.now();
      await publish('inquiries.inquiry.created', { id: randomUUID(), email });
      await until(() => arrived.has(email), 30_000, `the receipt to ${email}`);
      times.push((arrived.get(email) ?? 0) - published);
    }
    times.sort((a, b) => a - b);

    const mail = await queuedMail(database.url, db, env);
    const emails = Array.from({ length: DRAIN }, (_, i) => ({ to: `drain-${i}@bench.test` }));
    const queuing = performance.now();
    await mail.queueAll(emails);
    const committed = performance.now();
    await until(() => emails.every(({ to }) => arrived.has(to)), 120_000, 'the drain');
    const last = Math.max(...emails.map(({ to }) => arrived.get(to) ?? 0));
    await mail.close();
    return {
      events: EVENTS,
      p50: Math.round(percentile(times, 0.5)),
      p95: Math.round(percentile(times, 0.95)),
      drained: DRAIN,
      queueSeconds: (committed - queuing) / 1000,
      drainSeconds: (last - committed) / 1000,
      perSecond: Math.round(DRAIN / ((last - committed) / 1000)),
    };
  } finally {
    await transport.close();
    await db.destroy();
    await stopAll([service]);
    await nats.dispose();
    await database.drop();
    await sink.close();
  }
}

export const mailSection = (
  m: Awaited<ReturnType<typeof benchMail>>,
) => `## Email: event → accepted by an SMTP sink, and a queue drained (notifications in its own process)

| measure | value | target |
|---|---|---|
| event → email accepted, p50 | ${m.p50} ms | |
| event → email accepted, p95 (${m.events} events, one at a time) | ${m.p95} ms | < 2,000 ms: ${m.p95 < 2000 ? 'met' : '**not met**'} |
| ${m.drained.toLocaleString('en')} queued emails drained to the sink | ${m.drainSeconds.toFixed(1)} s, **${m.perSecond}/s** | ≥ 50/s: ${m.perSecond >= 50 ? 'met' : '**not met**'} |

Each event is an \`inquiries.inquiry.created\` published on a private NATS server as the inquiries service's relay
would; notifications' durable consumer records the notifications and queues the client's receipt (rendered with
React Email) in the same transaction, and its delivery workers (pg-boss: four per instance, each taking up to 25
jobs a fetch and looking twice a second) send it over a pool of SMTP connections to \`smtp-server\` on loopback (in
the bench's process; it takes each message whole and keeps nothing). Timed from the publish to the sink's
acceptance. For the drain, ${m.drained.toLocaleString('en')} emails were rendered and queued in one transaction (${m.queueSeconds.toFixed(1)} s, not counted) and
timed from its commit to the last one accepted.
`;
