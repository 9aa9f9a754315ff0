import type { ChildProcess } from 'node:child_process';
import { readGatewayConfig } from '@inkbook/gateway/config';
import { createTestDatabase, signedHeaders, TEST_SECRET } from '@inkbook/service-kit/testing';
import {
  benchPort,
  benchUrl,
  cpuTimeMs,
  type Load,
  load,
  serve,
  serveGateway,
  serveService,
  stopAll,
} from './processes';

type PathName = 'direct' | 'viaGateway' | 'viaBareProxy' | 'viaLeanForwarder';
const ROUNDS = 3;
const SECONDS = 5;
/** The references' ports, shifted like the composition's (BENCH_PORT_OFFSET), so two benches can run side by side. */
const BARE_PROXY_PORT = benchPort(8082);
const LEAN_FORWARDER_PORT = benchPort(8083);

const mapPaths = <T, U>(paths: Record<PathName, T>, f: (value: T) => U): Record<PathName, U> => ({
  direct: f(paths.direct),
  viaGateway: f(paths.viaGateway),
  viaBareProxy: f(paths.viaBareProxy),
  viaLeanForwarder: f(paths.viaLeanForwarder),
});

/** Rounds taken in turn are averaged: a burst of other work on the machine then weighs on every path alike. */
function combine(rounds: Load[]): Load {
  const max = (pick: (l: Load) => number) => Math.max(...rounds.map(pick));
  return {
    requestsPerSecond: Math.round(rounds.reduce((sum, l) => sum + l.requestsPerSecond, 0) / rounds.length),
    p50: max((l) => l.p50),
    p95: max((l) => l.p95),
    p97_5: max((l) => l.p97_5),
    p99: max((l) => l.p99),
    errors: rounds.reduce((sum, l) => sum + l.errors, 0),
    total: rounds.reduce((sum, l) => sum + l.total, 0),
  };
}

/**
 * GET /api/auth/me with a session cookie through the gateway vs. the same request straight to the auth service
 * with a valid signed identity. Auth and the gateway run as separate processes, as deployed (the gateway with its
 * default worker count, one per core), beside two references: @fastify/http-proxy out of the box and the leanest
 * Node forwarder. The paths are loaded in turn, in rounds (ROUNDS × SECONDS).
 */
export async function benchAuthMe() {
  const database = await createTestDatabase();
  const admin = { email: 'bench@inkbook.test', password: 'bench-admin-password' };
  const common = { DATABASE_URL: database.url, INTERNAL_SECRET: TEST_SECRET, HOST: '127.0.0.1' };
  const auth = await serveService('auth', {
    ...common,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    COOKIE_SECURE: 'false',
  });
  const gateway = await serveGateway(['auth'], { ...common, RATE_LIMIT_PER_MINUTE: '100000000' });
  const bareProxy = await serve(
    'scripts/bench/bare-proxy.mjs',
    { PORT: BARE_PROXY_PORT, AUTH_URL: benchUrl('auth') },
    `http://127.0.0.1:${BARE_PROXY_PORT}/healthz`,
  );
  const leanForwarder = await serve(
    'scripts/bench/lean-forwarder.mjs',
    { PORT: LEAN_FORWARDER_PORT, AUTH_URL: benchUrl('auth') },
    `http://127.0.0.1:${LEAN_FORWARDER_PORT}/healthz`,
  );
  try {
    const login = await fetch(`${benchUrl('gateway')}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const { user } = (await login.json()) as { user: Parameters<typeof signedHeaders>[0] };
    // A signed identity is good for 60 s (identity.ts), less than the whole run: each load signs afresh.
    const signed = () => signedHeaders(user);
    const paths: Record<PathName, { url: string; headers: () => Record<string, string> }> = {
      direct: { url: `${benchUrl('auth')}/api/auth/me`, headers: signed },
      viaGateway: { url: `${benchUrl('gateway')}/api/auth/me`, headers: () => ({ cookie }) },
      viaBareProxy: { url: `http://127.0.0.1:${BARE_PROXY_PORT}/api/auth/me`, headers: signed },
      viaLeanForwarder: { url: `http://127.0.0.1:${LEAN_FORWARDER_PORT}/api/auth/me`, headers: signed },
    };
    // Every path is warmed as long as a round: each process (each gateway worker apart) compiles its hot code
    // before anything counts. A 2 s warm-up of the gateway alone left its first round the slowest in every run.
    for (const name of Object.keys(paths) as PathName[])
      await load(paths[name].url, paths[name].headers(), SECONDS);
    const rounds = mapPaths(paths, () => [] as Load[]);
    // The CPU time the gateway's processes and the bare proxy's spend on their own rounds, for each request.
    const measuredCpu: Partial<Record<PathName, { process: ChildProcess; ms: number }>> = {
      viaGateway: { process: gateway, ms: 0 },
      viaBareProxy: { process: bareProxy, ms: 0 },
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of Object.keys(paths) as PathName[]) {
        const cpu = measuredCpu[name];
        const before = cpuTimeMs(cpu?.process.pid);
        rounds[name].push(await load(paths[name].url, paths[name].headers(), SECONDS));
        if (cpu) cpu.ms += cpuTimeMs(cpu.process.pid) - before;
      }
    }
    const { direct, viaGateway, viaBareProxy, viaLeanForwarder } = mapPaths(rounds, combine);
    const cpuPerRequest = (name: 'viaGateway' | 'viaBareProxy', load: Load) =>
      ((measuredCpu[name]?.ms ?? Number.NaN) * 1000) / load.total;
    return {
      rounds: ROUNDS,
      seconds: SECONDS,
      gatewayWorkers: readGatewayConfig({ ...process.env, INTERNAL_SECRET: TEST_SECRET }).GATEWAY_WORKERS,
      // The gateway is judged against the bare proxy of the same round (issue 10): the machine's load that round
      // weighs on both alike.
      roundProxyRatios: rounds.viaGateway.map(
        (l, i) => l.requestsPerSecond / (rounds.viaBareProxy[i]?.requestsPerSecond ?? Number.NaN),
      ),
      direct,
      viaGateway,
      viaBareProxy,
      viaLeanForwarder,
      proxyRatio: viaGateway.requestsPerSecond / viaBareProxy.requestsPerSecond,
      /** CPU µs per request: the gateway's processes together, and the bare proxy's one. */
      cpuMicros: {
        gateway: cpuPerRequest('viaGateway', viaGateway),
        bareProxy: cpuPerRequest('viaBareProxy', viaBareProxy),
      },
      ratio: viaGateway.requestsPerSecond / direct.requestsPerSecond,
      bareRatio: viaBareProxy.requestsPerSecond / direct.requestsPerSecond,
      leanRatio: viaLeanForwarder.requestsPerSecond / direct.requestsPerSecond,
    };
  } finally {
    await stopAll([leanForwarder, bareProxy, gateway, auth]);
    await database.drop();
  }
}
