import { readGatewayConfig } from '@inkbook/gateway/config';
import { createTestDatabase, signedHeaders, TEST_SECRET } from '@inkbook/service-kit/testing';
import { type Load, load, serve, stopAll } from './processes';

const ROUNDS = 3;
const SECONDS = 5;

/** Rounds taken in turn are averaged: a burst of other work on the machine then weighs on every path alike. */
function combine(rounds: Load[]): Load {
  const max = (pick: (l: Load) => number) => Math.max(...rounds.map(pick));
  return {
    requestsPerSecond: Math.round(rounds.reduce((sum, l) => sum + l.requestsPerSecond, 0) / rounds.length),
    p50: max((l) => l.p50),
    p97_5: max((l) => l.p97_5),
    p99: max((l) => l.p99),
    errors: rounds.reduce((sum, l) => sum + l.errors, 0),
  };
}

/**
 * GET /api/auth/me with a session cookie through the gateway vs. the same request straight to the auth service
 * with a valid signed identity. Auth and the gateway run as separate processes, as deployed (the gateway with its
 * default worker count, one per core). The three paths are loaded in turn, in rounds (ROUNDS × SECONDS).
 */
export async function benchAuthMe() {
  const database = await createTestDatabase();
  const admin = { email: 'bench@inkbook.test', password: 'bench-admin-password' };
  const common = { DATABASE_URL: database.url, INTERNAL_SECRET: TEST_SECRET, HOST: '127.0.0.1' };
  const auth = await serve(
    'services/auth/dist/server.js',
    {
      ...common,
      PORT: '14001',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      COOKIE_SECURE: 'false',
    },
    'http://127.0.0.1:14001/healthz',
  );
  const gateway = await serve(
    'apps/gateway/dist/server.js',
    { ...common, PORT: '18081', AUTH_URL: 'http://127.0.0.1:14001', RATE_LIMIT_PER_MINUTE: '100000000' },
    'http://127.0.0.1:18081/healthz',
  );
  const bareProxy = await serve(
    'scripts/bench/bare-proxy.mjs',
    { PORT: '18082', AUTH_URL: 'http://127.0.0.1:14001' },
    'http://127.0.0.1:18082/healthz',
  );
  try {
    const login = await fetch('http://127.0.0.1:18081/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const { user } = (await login.json()) as { user: Parameters<typeof signedHeaders>[0] };
    const viaGatewayUrl = 'http://127.0.0.1:18081/api/auth/me';
    await load(viaGatewayUrl, { cookie }, 2); // warm-up
    const rounds: Record<'direct' | 'viaGateway' | 'viaBareProxy', Load[]> = {
      direct: [],
      viaGateway: [],
      viaBareProxy: [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      rounds.direct.push(await load('http://127.0.0.1:14001/api/auth/me', signedHeaders(user), SECONDS));
      rounds.viaGateway.push(await load(viaGatewayUrl, { cookie }, SECONDS));
      rounds.viaBareProxy.push(
        await load('http://127.0.0.1:18082/api/auth/me', signedHeaders(user), SECONDS),
      );
    }
    const direct = combine(rounds.direct);
    const viaGateway = combine(rounds.viaGateway);
    const viaBareProxy = combine(rounds.viaBareProxy);
    return {
      rounds: ROUNDS,
      seconds: SECONDS,
      gatewayWorkers: readGatewayConfig({ ...process.env, INTERNAL_SECRET: TEST_SECRET }).GATEWAY_WORKERS,
      roundRatios: rounds.viaGateway.map(
        (l, i) => l.requestsPerSecond / (rounds.direct[i]?.requestsPerSecond ?? Number.NaN),
      ),
      direct,
      viaGateway,
      viaBareProxy,
      ratio: viaGateway.requestsPerSecond / direct.requestsPerSecond,
      bareRatio: viaBareProxy.requestsPerSecond / direct.requestsPerSecond,
    };
  } finally {
    await stopAll([bareProxy, gateway, auth]);
    await database.drop();
  }
}
