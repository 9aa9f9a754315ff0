import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { EventTransport } from './events/transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process begins to stop (drainAndClose): readiness answers 503, every answer closes its connection. */
    stopping: boolean;
  }
}

/** What /readyz reports besides a stop: each thing the process needs, and whether it answers. */
export type ReadinessCheck = () => Promise<Record<string, boolean>>;

/**
 * /healthz: the process is alive. /readyz: it can take requests: `{status:'stopping'}` (503) once it has begun to
 * stop, else what `check` finds, 503 unless all of it holds.
 *
 * From the moment it is stopping, every answer also carries `Connection: close`: a client that keeps connections
 * alive (the gateway's pool, behind a balancer that routes per connection as Kubernetes' Services do) opens its next
 * one to a replica still ready instead of reusing this one, and a connection whose request was in flight when the
 * stop began closes once answered. Without that, Node 20 keeps such a connection open after the server's close
 * until its keep-alive timeout (Fastify's 72 s), past any grace. Hijacked answers (SSE) are ended by their owner.
 */
export function registerHealth(app: FastifyInstance, check: ReadinessCheck = async () => ({})) {
  app.decorate('stopping', false);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (app.stopping) return reply.status(503).send({ status: 'stopping' });
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
