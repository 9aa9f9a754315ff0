// `npm run chaos`: faults on purpose (issue 27 item 2). The services, each in its own process, on a nats-server and a
// Postgres cluster of their own (free loopback ports, never the machine's shared ones), under a steady mixed load
// through the gateway; in turn NATS is stopped, Postgres's connections are terminated and the server crashed, one
// service is killed with SIGKILL, and one is paused past JetStream's ack wait; each one restarted. Then the audit.
// Exits 1 on anything lost or doubled, or an error outside a fault window.
//
//   --short        each fault once, brief outages and quiet spells (CI: scripts/test.mjs)
//   --seconds N    quiet seconds before, between and after the faults (default 20; --short 3)
//   --write-docs   the report into docs/reliability.md, section "Chaos"
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type SmtpSink, startSmtpSink } from '@inkbook/notifications/testing';
import { createTestNatsServer } from '@inkbook/service-kit/testing';
import { serveEventStack } from '../bench/event-stack';
import { approvedArtist } from '../bench/inquiries';
import { useFreePortOffset } from '../bench/processes';
import { audit, caughtUp, lostOrDoubledMail } from './audit';
import { faults } from './faults';
import { newClient, startLoad } from './load';
import { startPrivatePostgres } from './postgres';
import { type FaultWindow, failures, formatReport, summarise } from './report';

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    'write-docs': { type: 'boolean', default: false },
  },
});
// What it runs is the build: made first (turbo skips what has not changed), so a run never tries yesterday's code.
const services = ['auth', 'catalog', 'inquiries', 'bookings', 'design-ai', 'notifications'] as const;
execSync(
  `npx turbo run build --filter=@inkbook/gateway ${services.map((s) => `--filter=@inkbook/${s}`).join(' ')} --output-logs=errors-only`,
  { stdio: 'inherit' },
);

const quietMs = Number(values.seconds ?? (values.short ? 3 : 20)) * 1000;
const downMs = values.short ? 3_000 : 10_000;
/**
 * How long each fault's events are waited for before the next: under the steady load the backlog is rarely ever
 * nothing, so this bounds the wait (the audit at the end, after the load, is what proves nothing lost).
 */
const caughtUpWaitMs = values.short ? 10_000 : 30_000;
/** After a fault is undone, errors still count as its own for this long (reconnects, pools refilling). */
const GRACE_MS = 10_000;
const CLIENTS = 3;

// Its own ports, never a bench's (at the default offset) or another run's.
console.log(`chaos: ports at offset ${await useFreePortOffset()}`);
const sink = await startSmtpSink();
const postgres = await startPrivatePostgres();
const nats = await createTestNatsServer();
const stack = await serveEventStack({
  database: postgres.database,
  nats,
  env: { LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'fatal' },
});
let exitCode = 1;
try {
  await stack.serve('inquiries', {
    INQUIRY_RATE_LIMIT_PER_ADDRESS: '100000',
    INQUIRY_RATE_LIMIT_PER_EMAIL: '100000',
  });
  await stack.serve('bookings');
  await stack.serve('design-ai', { DESIGN_RATE_LIMIT_PER_ADDRESS: '100000' });
  await stack.serve('notifications', {
    SMTP_URL: sink.url,
    PUBLIC_URL: 'https://inkbook.example',
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  await stack.serveGateway(services, {
    GATEWAY_WORKERS: '1',
  });
  const artist = await beforeTheLoad(approvedArtist);
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, () => beforeTheLoad(() => newClient(artist.id))),
  );

  const began = performance.now();
  const now = () => performance.now() - began;
  const load = startLoad(artist, clients, began);
  const windows: FaultWindow[] = [];
  const plan = faults(
    {
      nats,
      postgres,
      killed: {
        name: 'inquiries',
        process: () => stack.process('inquiries'),
        restart: () => stack.restart('inquiries'),
      },
      paused: {
        name: 'notifications',
        process: () => stack.process('notifications'),
        atWorstMoment: (pause) => holdNextAnswer(sink, pause),
      },
    },
    downMs,
  );
  await sleep(quietMs);
  for (const fault of plan) {
    console.log(`chaos: ${fault.name}`);
    const start = now();
    await fault.run();
    const cleared = now();
    const eventsCaughtUpMs = await caughtUp(postgres.database.url, nats.url, caughtUpWaitMs);
    windows.push({ fault: fault.name, start, cleared, grace: GRACE_MS, eventsCaughtUpMs });
    await sleep(Math.max(0, cleared + GRACE_MS - now()) + quietMs);
  }
  await load.stop();
  const seconds = Math.round(now() / 1000);
  if (Number.isNaN(await caughtUp(postgres.database.url, nats.url, 60_000, true)))
    console.log('chaos: events or emails still pending after 60 s');

  const summary = summarise(load.outcomes, windows);
  const rows = await audit(postgres.database.url, load.sent, sink);
  const report = formatReport(summary, rows, seconds, caughtUpWaitMs);
  for (const f of summary.faults) console.log(`chaos: ${f.fault}: errors ${JSON.stringify(f.errorKinds)}`);
  console.log(`\n${report}\n`);
  if (values['write-docs']) writeChaosSection(report, values.short);
  const reasons = failures(summary, rows);
  for (const reason of reasons) console.log(`FAILED: ${reason}`);
  for (const mail of await lostOrDoubledMail(postgres.database.url, sink))
    console.log(`email lost or doubled: ${JSON.stringify(mail)}`);
  if (reasons.length === 0)
    console.log('chaos: nothing lost, nothing doubled, no error outside a fault window');
  exitCode = reasons.length === 0 ? 0 : 1;
} finally {
  // A paused process cannot end: it is woken first.
  stack.process('notifications').kill('SIGCONT');
  await stack.stop();
  await sink.close();
}
process.exit(exitCode);

/**
 * The fixtures, asked again after a refusal: a private cluster just started on a busy machine once answered the first
 * application 503 (its connection took past the pool's 2 s). Nothing is under test yet; the load has not begun.
 */
async function beforeTheLoad<T>(make: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await make();
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(
        `chaos: setting up, asked again (${error instanceof Error ? error.message.slice(0, 120) : error})`,
      );
      await sleep(2_000);
    }
  }
}

/**
 * Runs `pause` the next time the sink has an email in hand (its data all in, its 250 not yet sent), so the sender is
 * frozen waiting for that answer: the moment a sender most easily sends an email twice. False if none came in 10 s.
 */
function holdNextAnswer(sink: SmtpSink, pause: () => void): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      sink.onAccepted = undefined;
      resolve(false);
    }, 10_000);
    sink.onAccepted = () => {
      sink.onAccepted = undefined;
      clearTimeout(timer);
      pause();
      resolve(true);
    };
  });
}

/** Replaces the "Chaos" section of docs/reliability.md (other sections are other runs'), or appends it. */
function writeChaosSection(report: string, short: boolean) {
  const path = 'docs/reliability.md';
  const doc = readFileSync(path, 'utf8');
  const section = `## Chaos (issue 27 item 2)\n\n\`npm run chaos${short ? ' -- --short' : ''}\` on ${new Date().toISOString().slice(0, 10)}:\n\n${report}\n`;
  const at = doc.indexOf('\n## Chaos');
  if (at === -1) return writeFileSync(path, `${doc.trimEnd()}\n\n${section}`);
  const next = doc.indexOf('\n## ', at + 1);
  writeFileSync(path, `${doc.slice(0, at + 1)}${section}${next === -1 ? '' : doc.slice(next)}`);
}
