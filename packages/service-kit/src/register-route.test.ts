import { defineRoute, endpoint } from '@inkbook/contracts/route';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRoute } from './register-route';
import { createServiceApp, type ServiceApp } from './service-app';
import { createTestDatabase, type TestDatabase } from './testing/database';
import { signedHeaders, TEST_SECRET } from './testing/signed';

const echo = defineRoute({
  ...endpoint('POST', '/api/echo/:id'),
  summary: 'Echoes its input',
  params: z.object({ id: z.string() }),
  body: z.object({ text: z.string().min(1, 'Text is required') }),
  response: { 200: z.object({ id: z.string(), text: z.string() }) },
});

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.drop();
});

const build = (register: (app: ServiceApp) => void) =>
  createServiceApp(
    { name: 'claims', migrations: {}, register },
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: 0,
      DATABASE_URL: testDb.url,
      INTERNAL_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
      NATS_STREAM_REPLICAS: 1,
      SHUTDOWN_DELAY_MS: 0,
      SHUTDOWN_GRACE_MS: 1_000,
    },
  );

describe('registerRoute', () => {
  it('registers a route from its contract: path, validation and OpenAPI entry', async () => {
    const app = await build((scope) =>
      registerRoute(scope, echo, async (request) => ({ id: request.params.id, text: request.body.text })),
    );
    try {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/echo/7',
        headers: signedHeaders(null),
        payload: { text: 'hi' },
      });
      expect(ok.json()).toEqual({ id: '7', text: 'hi' });
      const invalid = await app.inject({
        method: 'POST',
        url: '/api/echo/7',
        headers: signedHeaders(null),
        payload: { text: '' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ message: 'Text is required' });
      const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
      expect(doc.paths['/api/echo/{id}'].post.summary).toBe('Echoes its input');
    } finally {
      await app.close();
    }
  });

  it('takes Fastify route options beside the contract', async () => {
    const app = await build((scope) =>
      registerRoute(scope, echo, { bodyLimit: 20 }, async (request) => ({
        id: request.params.id,
        text: request.body.text,
      })),
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/echo/7',
        headers: signedHeaders(null),
        payload: { text: 'far more than twenty bytes' },
      });
      expect(res.statusCode).toBe(413);
    } finally {
      await app.close();
    }
  });

  it('fails the build when a registrar adds a route without a contract', async () => {
    await expect(build((scope) => scope.get('/api/plain', async () => ({ ok: true })))).rejects.toThrow(
      'GET /api/plain must be registered from its route contract (registerRoute)',
    );
  });

  it('fails the build when a contract route is registered under another path (a prefix)', async () => {
    await expect(
      build((scope) => {
        scope.register(
          async (prefixed: ServiceApp) => registerRoute(prefixed, echo, async () => ({ id: '', text: '' })),
          {
            prefix: '/v2',
          },
        );
      }),
    ).rejects.toThrow('POST /v2/api/echo/:id must be registered from its route contract (registerRoute)');
  });
});
