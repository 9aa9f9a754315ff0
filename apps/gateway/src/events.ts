import { canSeeEvent } from '@inkbook/contracts/event-visibility';
import { streamSubjects } from '@inkbook/contracts/events';
import { type EventTransport, unauthorized } from '@inkbook/service-kit';
import type { FastifyInstance } from 'fastify';
import { identify } from './proxy';
import type { SessionResolver } from './session';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: a Server-Sent Events stream of bus events the signed-in user may see, so dashboards update
 * live. Each browser gets only events published while it is connected; it refetches on (re)connect.
 */
export function registerEventStream(
  app: FastifyInstance,
  transport: EventTransport | undefined,
  sessions: SessionResolver,
) {
  app.get('/api/events', async (request, reply) => {
    const { user } = await identify(request, sessions);
    if (!user) throw unauthorized();
    if (!transport) return reply.status(503).send({ message: 'Live events are not available' });

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const subscription = await transport.listen(streamSubjects, (event) => {
      if (!canSeeEvent(user, event)) return;
      res.write(`id: ${event.id}\nevent: ${event.subject}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      void subscription.stop();
    });
  });
}
