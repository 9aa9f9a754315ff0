import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import { readGatewayConfig } from './config';

// Answers pass through the gateway whole: small ones are collected and sent in one piece, large ones stream; both
// arrive byte for byte, and large text is compressed for clients that accept it.

/** A JSON body of about `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ items: 'x'.repeat(bytes) });

let catalog: FastifyInstance;
let gateway: FastifyInstance;
beforeAll(async () => {
  catalog = Fastify();
  catalog.get('/api/artists', async (request, reply) =>
    reply.type('application/json').send(bodyOf(Number((request.query as { size: string }).size))),
  );
  catalog.get('/api/studios', async (_request, reply) =>
    reply.header('connection', 'close, x-hop').header('x-hop', 'gateway-to-catalog').send({ ok: true }),
  );
  await catalog.listen({ host: '127.0.0.1', port: 0 });
  const address = catalog.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  gateway = await buildGateway(
    readGatewayConfig({
      INTERNAL_SECRET: TEST_SECRET,
      CATALOG_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      SHUTDOWN_DELAY_MS: '0',
    }),
  );
});
afterAll(async () => {
  await gateway?.close();
  await catalog?.close();
});

describe('relaying an upstream answer', () => {
  it.each([200, 20_000, 300_000])('passes a %i-byte answer on intact', async (size) => {
    const res = await gateway.inject({ method: 'GET', url: `/api/artists?size=${size}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(bodyOf(size));
  });

  it("keeps the service's hop-by-hop headers off the client's answer", async () => {
    // Over a real socket: the Connection header a client sees is what Node wrote for this connection.
    const address = await gateway.listen({ host: '127.0.0.1', port: 0 });
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`${address}/api/studios`, { agent: new http.Agent({ keepAlive: true }) }, resolve)
        .on('error', reject),
    );
    res.resume();
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('keep-alive');
    expect(res.headers['x-hop']).toBeUndefined();
  });

  it('compresses a large proxied answer for a client that accepts it', async () => {
    const res = await gateway.inject({
      method: 'GET',
      url: '/api/artists?size=20000',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bodyOf(20_000));
  });
});
