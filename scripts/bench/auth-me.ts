import { createTestDatabase, signedHeaders, TEST_SECRET } from '@inkbook/service-kit/testing';
import { load, serve, stopAll } from './processes';

/**
 * GET /api/auth/me with a session cookie through the gateway vs. the same request straight to the auth service
 * with a valid signed identity. Auth and the gateway run as separate processes, as deployed.
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
    const direct = await load('http://127.0.0.1:14001/api/auth/me', signedHeaders(user));
    const viaGateway = await load(viaGatewayUrl, { cookie });
    const viaBareProxy = await load('http://127.0.0.1:18082/api/auth/me', signedHeaders(user));
    return {
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
