import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../testing/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('upstream services', () => {
  it('every service answers health and readiness', async () => {
    for (const app of Object.values(stack.services)) {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toMatchObject({ status: 'ready', database: true, events: true });
    }
  });

  it('merges every service’s OpenAPI document at /api/docs', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/logout', '/api/auth/me', '/api/me/export']),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/internal'))).toBe(false);
    expect(doc['x-unavailable']).toBeUndefined();
  });

  it('answers 503 JSON within a second when a service is stopped', async () => {
    await stack.services.claims.close();
    const started = Date.now();
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/studio-artist-claims/studio/abc' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      message: 'claims is unavailable',
      error: { code: 'service_unavailable' },
    });
  });
});

describe('compression', () => {
  it('compresses large text answers for clients that accept it', async () => {
    const res = await stack.gateway.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});
