import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, TEST_SECRET } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlEnv } from '../../platform';
import { type Balancer, startBalancer } from '../../testing/balancer';
import { type Stack, startStack } from '../../testing/stack';
import { approvedArtist } from '../catalog/catalog-stack';

// Issue 28 item 4, through the real entries (each server.ts as its own process): a load runs through the gateway
// while a catalog instance behind a balancer is replaced (a new one starts beside it, then the old one gets
// SIGTERM), and then while the gateway itself gets SIGTERM. No request may fail.

const DELAY_MS = 1_500;
const processes: ChildProcess[] = [];

/** A real process of `entry` (a server.ts) listening on `port`; resolves once its /readyz answers 200. */
async function start(entry: string, port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      INTERNAL_SECRET: TEST_SECRET,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(child);
  const until = Date.now() + 40_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${entry} exited ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return child;
    await sleep(200);
  }
  throw new Error(`${entry} on ${port} did not become ready`);
}

/** Sends SIGTERM; resolves with the exit code and how long the process took from the signal to its exit. */
function terminate(child: ChildProcess) {
  const sent = Date.now();
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, ms: Date.now() - sent })),
  );
  child.kill('SIGTERM');
  return exited;
}

interface Outcome {
  started: number;
  status: number;
  error?: string;
}

/** Requests in a loop on `workers` keep-alive connections until `stop()`; every outcome is kept. */
function load(send: () => Promise<Response>, workers: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const started = Date.now();
      try {
        const res = await send();
        await res.arrayBuffer();
        outcomes.push({ started, status: res.status });
      } catch (error) {
        outcomes.push({ started, status: 0, error: String((error as Error).cause ?? error) });
      }
      await sleep(10);
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

const failed = (outcomes: Outcome[]) => outcomes.filter((o) => o.status < 200 || o.status >= 300);

let stack: Stack;
let balancer: Balancer;
let slowUpstream: http.Server;
let catalogs: ChildProcess[];
let gateway: ChildProcess;
let gatewayUrl: string;
let catalogEnv: Record<string, string>;
let writes: () => Promise<Response>;

beforeAll(async () => {
  stack = await startStack();
  const { artist, cookie } = await approvedArtist(stack);
  catalogEnv = { DATABASE_URL: stack.databaseUrl, AUTH_URL: stack.urls.auth };
  balancer = await startBalancer();
  const ports = [await freePort(), await freePort()];
  catalogs = await Promise.all(
    ports.map((port) => start('services/catalog/src/server.ts', port, catalogEnv)),
  );
  for (const port of ports) balancer.add(port);
  // Claims stands in for a slow service: each answer takes a second, so the gateway's SIGTERM finds them in flight.
  slowUpstream = http.createServer((_req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[]}'), 1_000);
  });
  await new Promise<void>((resolve) => slowUpstream.listen(0, '127.0.0.1', resolve));
  const gatewayPort = await freePort();
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  gateway = await start('apps/gateway/src/server.ts', gatewayPort, {
    ...urlEnv(Object.keys(stack.urls) as (keyof Stack['urls'])[], stack.urls),
    CATALOG_URL: balancer.url,
    CLAIMS_URL: `http://127.0.0.1:${(slowUpstream.address() as { port: number }).port}`,
    GATEWAY_WORKERS: '1',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  let edit = 0;
  writes = () =>
    fetch(`${gatewayUrl}/api/artists/${artist.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        bio: `Fine line and blackwork, edit ${edit++} made while a catalog instance is replaced.`,
      }),
    });
  await sleep(500); // the balancer's first look at both instances
}, 90_000);

afterAll(async () => {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
  await balancer?.close();
  await new Promise((resolve) => slowUpstream?.close(resolve));
  await stack?.close();
});

describe('a rolling update', { timeout: 60_000 }, () => {
  it('replaces a catalog instance under load without a failed request', async () => {
    expect(balancer.ready()).toHaveLength(2);
    const reads = load(() => fetch(`${gatewayUrl}/api/artists`), 2);
    const edits = load(writes, 1);
    await sleep(1_000);

    // The new instance starts beside the old ones and takes connections once ready; then the oldest gets SIGTERM.
    const fresh = await freePort();
    await start('services/catalog/src/server.ts', fresh, catalogEnv);
    balancer.add(fresh);
    const swapStart = Date.now();
    const { code, ms: drainMs } = await terminate(catalogs[0] as ChildProcess);
    const swapEnd = Date.now();
    await sleep(1_000);
    const outcomes = [...(await reads.stop()), ...(await edits.stop())];

    const during = outcomes.filter((o) => o.started >= swapStart && o.started <= swapEnd);
    console.log(
      `rolling update: ${outcomes.length} requests, ${during.length} during the swap (SIGTERM to exit), ` +
        `${failed(outcomes).length} failed; the stopped instance drained in ${drainMs} ms ` +
        `(delay ${DELAY_MS} ms); connections per instance ${JSON.stringify(Object.fromEntries(balancer.connections))}`,
    );
    expect(failed(outcomes)).toEqual([]);
    expect(code).toBe(0);
    expect(during.length).toBeGreaterThan(0);
  });

  it('lets the gateway finish its in-flight requests on SIGTERM', async () => {
    const inFlight = Array.from({ length: 4 }, () =>
      fetch(`${gatewayUrl}/api/studio-artist-claims`).then(
        (res) => res.status,
        (error: Error) => String(error.cause ?? error),
      ),
    );
    await sleep(300);
    const exit = terminate(gateway);
    await sleep(100);
    const readiness = await fetch(`${gatewayUrl}/readyz`);
    expect({ status: readiness.status, body: await readiness.json() }).toEqual({
      status: 503,
      body: { status: 'stopping' },
    });
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200]);
    const { code, ms } = await exit;
    console.log(`gateway: 4 requests in flight at SIGTERM, all answered; it exited in ${ms} ms`);
    expect(code).toBe(0);
  });
});
