import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type Server } from 'node:net';
import { createInterface } from 'node:readline';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, sessionCookie, startStack, testAdmin } from '../../testing/stack';

// The gateway's own entry (server.ts) as a real process tree: a primary and GATEWAY_WORKERS workers sharing a port.

let stack: Stack;
let authUrl: string;
beforeAll(async () => {
  stack = await startStack();
  authUrl = stack.urls.auth;
});
afterAll(() => stack?.close());

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** How many of a gateway's workers have started serving, read from their log lines. */
const serving = new WeakMap<ChildProcess, number>();

function startGateway(port: number, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/server.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_URL: authUrl,
      INTERNAL_SECRET: TEST_SECRET,
      GATEWAY_WORKERS: '2',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  serving.set(child, 0);
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.includes('Server listening')) serving.set(child, (serving.get(child) ?? 0) + 1);
  });
  return child;
}

/** One request on a connection of its own, so the cluster hands each to the next worker in turn. */
function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
) {
  return new Promise<{ status: number; setCookie: string[]; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], body: text }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const healthy = (port: number) =>
  waitFor(async () => ((await request(port, 'GET', '/healthz')).status === 200 ? true : undefined), 'health');

/** The primary's worker processes, read from /proc (its other children, such as tsx's esbuild, are left out). */
function workerPids(primary: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent pid; the name field before it may hold spaces, so split after ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === primary && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

// Workers run the gateway from source (tsx): a replacement worker can take over 15 s to answer on a loaded 2-core
// machine, so these tests get the waits' own budget rather than the default 20 s.
describe('gateway worker processes', { timeout: 60_000 }, () => {
  let port: number;
  let gateway: ChildProcess;
  beforeAll(async () => {
    port = await freePort();
    // A long session cache: without the relay between workers, a logged-out cookie would live on in the other one.
    gateway = startGateway(port, { SESSION_CACHE_MS: '600000' });
    // Both serving, not just one: a worker killed before it listened is a failed start, which stops the gateway.
    await waitFor(async () => (serving.get(gateway) === 2 ? true : undefined), 'both workers serving');
    await healthy(port);
  });
  afterAll(async () => {
    if (gateway.exitCode === null) gateway.kill('SIGKILL');
  });

  it('runs the configured number of workers', async () => {
    const pids = await waitFor(async () => {
      const found = workerPids(gateway.pid ?? 0);
      return found.length === 2 ? found : undefined;
    }, 'two workers');
    expect(pids).toHaveLength(2);
  });

  it('signs a session out on every worker when it logs out through one', async () => {
    const login = await request(
      port,
      'POST',
      '/api/login',
      { 'content-type': 'application/json' },
      JSON.stringify(testAdmin),
    );
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login.setCookie);
    // Each request is a new connection, handed to the workers in turn: both now hold the session in their cache.
    const before = await Promise.all(
      [0, 1, 2, 3].map(() => request(port, 'GET', '/api/auth/me', { cookie })),
    );
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200]);

    expect((await request(port, 'POST', '/api/logout', { cookie })).status).toBe(200);
    const after = [];
    for (let i = 0; i < 4; i++) after.push((await request(port, 'GET', '/api/auth/me', { cookie })).status);
    expect(after).toEqual([401, 401, 401, 401]);
  });

  it('replaces a worker that dies and keeps answering', async () => {
    const [victim] = workerPids(gateway.pid ?? 0);
    expect(victim).toBeDefined();
    process.kill(victim ?? 0, 'SIGKILL');
    const replaced = await waitFor(async () => {
      const pids = workerPids(gateway.pid ?? 0);
      return pids.length === 2 && !pids.includes(victim ?? 0) ? pids : undefined;
    }, 'a new worker');
    expect(replaced).toHaveLength(2);
    await healthy(port);
  });

  it('stops every worker and exits 0 on SIGTERM', async () => {
    const pids = workerPids(gateway.pid ?? 0);
    gateway.kill('SIGTERM');
    expect(await exited(gateway)).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe('a gateway that cannot start', { timeout: 60_000 }, () => {
  let taken: Server;
  afterAll(() => taken?.close());

  it('exits 1 instead of restarting workers forever', async () => {
    taken = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => {
        const address = taken.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    const gateway = startGateway(port);
    expect(await exited(gateway)).toBe(1);
  });
});
