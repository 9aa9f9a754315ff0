import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { EventTransport } from './events/transport';

/** /healthz: the process is alive. /readyz: it can do its work (database reachable, bus connected). */
export function registerHealth(app: FastifyInstance, db: Kysely<unknown>, transport: EventTransport) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const database = await sql`select 1`
      .execute(db)
      .then(() => true)
      .catch(() => false);
    const events = transport.isConnected();
    const ready = database && events;
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable', database, events });
  });
}
