import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerHealth } from './health';

// A stop without failed requests (a rolling update): what a client holding keep-alive connections sees.

let app: FastifyInstance;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
afterEach(async () => {
  agent.destroy();
  await app?.close();
});

async function listening() {
  app = Fastify({ return503OnClosing: false });
  registerHealth(app, { delayMs: 300, check: async () => ({ database: true }) });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await sleep(600);
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as { port: number }).port;
}

function get(port: number, path: string) {
  return new Promise<{ status: number; connection?: string; body: unknown }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: JSON.parse(text),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('closing an app with registerHealth', () => {
  it('turns readiness off at once, serves through the delay, and closes each connection after its answer', async () => {
    const port = await listening();
    expect(await get(port, '/readyz')).toMatchObject({
      status: 200,
      connection: 'keep-alive',
      body: { status: 'ready', database: true },
    });
    const inFlight = get(port, '/slow');
    await sleep(50);
    const started = Date.now();
    const closed = app.close().then(() => Date.now() - started);

    expect(await get(port, '/readyz')).toMatchObject({
      status: 503,
      connection: 'close',
      body: { status: 'stopping' },
    });
    expect(await get(port, '/fast')).toMatchObject({ status: 200, connection: 'close' });
    // Begun before the stop, answered after it: its connection closes too, or the close would wait out the
    // keep-alive timeout (72 s).
    expect(await inFlight).toMatchObject({ status: 200, connection: 'close', body: { ok: true } });
    const took = await closed;
    expect(took).toBeGreaterThanOrEqual(300);
    expect(took).toBeLessThan(3_000);
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('closes at once an app that never listened', async () => {
    app = Fastify();
    registerHealth(app, { delayMs: 5_000 });
    await app.ready();
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
