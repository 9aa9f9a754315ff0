import { signedHeaders } from '@inkbook/service-kit/testing';
import autocannon from 'autocannon';
import { sessionCookie, startStack, testAdmin } from '../../apps/gateway/src/testing/stack';

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(
  url: string,
  headers: Record<string, string>,
  seconds = 8,
  connections = 50,
): Promise<Load> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const address = (server: { address(): unknown }) => {
  const a = server.address() as { port: number };
  return `http://127.0.0.1:${a.port}`;
};

/** GET /api/auth/me with a session cookie through the gateway vs. the same request straight to auth with a signed identity. */
export async function benchAuthMe() {
  const stack = await startStack({ RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
    const login = await stack.gateway.inject({ method: 'POST', url: '/api/login', payload: testAdmin });
    const cookie = sessionCookie(login.headers['set-cookie']);
    const user = login.json().user;
    const gatewayUrl = `${address(stack.gateway.server)}/api/auth/me`;
    const authUrl = `${address(stack.services.auth.server)}/api/auth/me`;
    await load(gatewayUrl, { cookie }, 2); // warm-up
    const direct = await load(authUrl, signedHeaders(user, undefined, '127.0.0.1'));
    const viaGateway = await load(gatewayUrl, { cookie });
    return { direct, viaGateway, ratio: viaGateway.requestsPerSecond / direct.requestsPerSecond };
  } finally {
    await stack.close();
  }
}
