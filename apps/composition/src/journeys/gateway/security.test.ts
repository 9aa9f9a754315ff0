import { gzipSync } from 'node:zlib';
import { IDENTITY_HEADER } from '@inkbook/contracts/identity';
import { signIdentity } from '@inkbook/service-kit';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, sessionCookie, startStack, testAdmin } from '../../testing/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const forgedAdmin = (secret: string) =>
  signIdentity(
    {
      user: {
        id: '00000000-0000-4000-8000-000000000001',
        email: 'x@y.z',
        role: 'admin',
        artistId: null,
        studioId: null,
      },
      ip: '1.2.3.4',
      ts: Date.now(),
    },
    secret,
  );

describe('identity cannot be spoofed', () => {
  it.each([
    ['a correctly signed identity header from the client', { [IDENTITY_HEADER]: forgedAdmin(TEST_SECRET) }],
    [
      'an identity header signed with another secret',
      { [IDENTITY_HEADER]: forgedAdmin('some-other-secret-value') },
    ],
    [
      'forwarding and user headers',
      { 'x-forwarded-for': '127.0.0.1', 'x-user-role': 'admin', 'x-user-id': 'admin' },
    ],
    [
      'an identity header hidden behind Connection',
      { connection: `keep-alive, ${IDENTITY_HEADER}`, [IDENTITY_HEADER]: forgedAdmin(TEST_SECRET) },
    ],
  ])('ignores %s', async (_label, headers) => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(res.statusCode).toBe(401);
  });

  it('a service refuses requests that did not come through the gateway', async () => {
    const res = await stack.services.auth.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    const forged = await stack.services.auth.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { [IDENTITY_HEADER]: forgedAdmin('some-other-secret-value') },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('never exposes /internal routes', async () => {
    const res = await stack.gateway.inject({ method: 'POST', url: '/internal/accounts', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('cross-origin state changes', () => {
  const post = (headers: Record<string, string>) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: testAdmin.email, password: testAdmin.password },
      headers: { host: 'inkbook.test', ...headers },
    });

  it('refuses a POST from another origin', async () => {
    const res = await post({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site requests are not allowed');
  });

  it('refuses a POST the browser marks cross-site', async () => {
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('accepts a POST from our own origin', async () => {
    const res = await post({ origin: 'http://inkbook.test', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/^inkbook_session=/);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Malformed JSON in request body');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ email: testAdmin.email, password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('refuses a compressed request body with 415 instead of passing it on', async () => {
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/api/login',
      payload: gzipSync(JSON.stringify({ email: testAdmin.email, password: testAdmin.password })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: { code: 'unsupported_media_type' },
      message: 'Compressed request bodies are not accepted; send the body uncompressed',
    });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('never answers with a stack trace', async () => {
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});

describe('security headers', () => {
  it('forbids framing everywhere except /embed/*', async () => {
    const api = await stack.gateway.inject({ method: 'GET', url: '/api/auth/me' });
    expect(api.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const embed = await stack.gateway.inject({ method: 'GET', url: '/embed/some-artist' });
    expect(embed.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(embed.headers['x-frame-options']).toBeUndefined();
  });

  it('gives API answers the lean JSON set and pages the full document policy', async () => {
    const api = await stack.gateway.inject({ method: 'GET', url: '/api/auth/me' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(api.headers['x-frame-options']).toBe('DENY');
    const page = await stack.gateway.inject({ method: 'GET', url: '/artists' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'.*frame-ancestors 'none'/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('answers every request with a request id', async () => {
    const res = await stack.gateway.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-request-id': 'trace-me-12345' },
    });
    expect(res.headers['x-request-id']).toBe('trace-me-12345');
    // Answers the gateway makes itself carry it too, errors included.
    const unknown = await stack.gateway.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });

  it('limits requests per address', async () => {
    const limited = await startStack({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.gateway.inject({ method: 'GET', url: '/api/auth/me' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions stay signed in across requests', () => {
  it('admin cookie works for me after login', async () => {
    const res = await stack.gateway.inject({ method: 'POST', url: '/api/login', payload: testAdmin });
    const cookie = sessionCookie(res.headers['set-cookie']);
    const me = await stack.gateway.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().role).toBe('admin');
  });
});
