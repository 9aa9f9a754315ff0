import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { canSeeEvent } from '@inkbook/contracts/event-visibility';
import { streamSubjects } from '@inkbook/contracts/events';
import { type EventTransport, tooManyRequests, unauthorized, unavailable } from '@inkbook/service-kit';
import type { FastifyInstance } from 'fastify';
import { identify } from './proxy';
import type { SessionResolver } from './session';
import { sessionTokenIn } from './session-cookie';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: a Server-Sent Events stream of bus events the signed-in user may see, so dashboards update
 * live. Each browser gets only events published while it is connected; it refetches on (re)connect.
 * Streams are kept per session token: a logout (or sign-in over it) ends them at once, and one session may hold
 * only `maxPerSession` open (a tab each), so it cannot pin down the gateway's sockets and bus subscriptions.
 * A session can also end elsewhere (a password reset or a take-over ends every session of the account, an admin
 * deletes it, it expires): each stream asks again every `sessionCheckMs` and ends with its session, so nobody
 * keeps reading the notifications of an account they lost.
 * A stopping gateway ends every stream before its server closes (they would hold it open to the end of the grace):
 * each browser's EventSource reconnects after the `retry` below, through the balancer to a gateway still serving.
 */
export function registerEventStream(
  app: FastifyInstance,
  transport: EventTransport | undefined,
  sessions: SessionResolver,
  { maxPerSession, sessionCheckMs }: { maxPerSession: number; sessionCheckMs: number },
) {
  const open = new Map<string, Set<ServerResponse>>();
  sessions.onForget((token) => {
    for (const res of open.get(token) ?? []) res.end();
  });
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    // Its connection too: the server's close ends only connections idle at that moment, and a kept-alive one would
    // outlast it.
    for (const streams of open.values()) for (const res of streams) res.end(() => res.socket?.end());
    done();
  });

  app.get('/api/events', async (request, reply) => {
    const token = sessionTokenIn(request.headers);
    const { user } = await identify(request, token, sessions);
    if (!user || !token) throw unauthorized();
    if (!transport) throw unavailable('Live events are not available');
    const streams = open.get(token) ?? new Set<ServerResponse>();
    if (streams.size >= maxPerSession)
      throw tooManyRequests('Too many live event streams open for this session');

    reply.hijack();
    const res = reply.raw;
    streams.add(res);
    open.set(token, streams);
    // The hijacked answer is written raw: it carries the headers the hooks set (the API's security headers, the
    // request id) only when handed them here.
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    // One that arrives on a connection still open while the server closes: a 503 would stop the EventSource for good.
    if (closing) return void res.end();
    let closed = false;
    let viewer = user;
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const sessionCheck = setInterval(() => {
      // Not the person's activity: an open tab must not keep an idle session alive.
      sessions.resolve(token, request.ip, { touch: false }).then(
        // The same person stays (with what they may see now, a new role included); anyone else, or nobody, ends it.
        (now) => {
          if (now?.id === viewer.id) viewer = now;
          else res.end();
        },
        // Auth not answering says nothing about the session: the next check asks again.
        () => undefined,
      );
    }, sessionCheckMs);
    const subscription = transport.listen(streamSubjects, (event) => {
      if (closed || !canSeeEvent(viewer, event)) return;
      res.write(`id: ${event.id}\nevent: ${event.subject}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    // Registered before the subscription settles, so a client gone meanwhile still releases everything.
    res.once('close', () => {
      closed = true;
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      streams.delete(res);
      if (streams.size === 0) open.delete(token);
      void subscription.then((s) => s.stop());
    });
    await subscription;
  });
}
