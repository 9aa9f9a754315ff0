import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { EventTransport } from './events/transport';

/** What /readyz reports besides a stop: each thing the process needs, and whether it answers. */
export type ReadinessCheck = () => Promise<Record<string, boolean>>;

export interface HealthOptions {
  /** How long a closing app that listens keeps serving with readiness off (SHUTDOWN_DELAY_MS). */
  delayMs: number;
  check?: ReadinessCheck;
}

/**
 * /healthz: the process is alive. /readyz: it can take requests: `{status:'stopping'}` (503) once it has begun to
 * close, else what `check` finds, 503 unless all of it holds.
 *
 * How an app closes so that no request fails (a rolling update; runServer closes it on SIGTERM). Its first preClose
 * hook turns readiness off and, when the app listens, keeps serving for `delayMs`, the time a balancer (Kubernetes'
 * endpoints) takes to stop sending it work. Meanwhile Fastify marks every new request's answer `Connection: close`
 * (the apps set `return503OnClosing: false`, so such a request is served rather than refused), and the onSend hook
 * here does the same for requests already in flight: a client that keeps connections alive (the gateway's pool,
 * behind a balancer that routes per connection as Kubernetes' Services do) opens its next one to a replica still
 * ready, and the server's close is not held up, as Node 20 keeps a connection whose answer was in flight open until
 * its keep-alive timeout (Fastify's 72 s), past any grace. Then the server stops accepting, in-flight requests
 * finish, idle connections close (Fastify 5's default `forceCloseConnections: 'idle'`), later preClose hooks end
 * long-lived streams, and the onClose hooks stop consumers and jobs and end the pool.
 * Call it before registering routes, so its hooks cover them and its delay runs before other preClose hooks.
 */
export function registerHealth(app: FastifyInstance, { delayMs, check = async () => ({}) }: HealthOptions) {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
    if (!app.server.listening) return;
    app.log.info({ delayMs }, 'readiness off; serving until the balancer has let go');
    await sleep(delayMs);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (stopping) return reply.status(503).send({ status: 'stopping' });
    const parts = await check();
    const ready = Object.values(parts).every(Boolean);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', ...parts });
  });
}

/** A service's readiness: its database answers and its bus is connected. */
export const serviceReadiness =
  (db: Kysely<unknown>, transport: EventTransport): ReadinessCheck =>
  async () => ({
    database: await sql`select 1`.execute(db).then(
      () => true,
      () => false,
    ),
    events: transport.isConnected(),
  });
