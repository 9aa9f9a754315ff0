import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { REQUEST_ID_HEADER } from '@inkbook/contracts/identity';
import {
  createNatsTransport,
  type EventTransport,
  installErrorHandling,
  registerHealth,
} from '@inkbook/service-kit';
import Fastify, { LogController } from 'fastify';
import type { GatewayConfig } from './config';
import { capConnectionsPerAddress, requestDeadlines } from './connection-limits';
import { registerDataExport } from './data-export';
import { registerDocs } from './docs';
import { registerEventStream } from './events';
import { clientErrorHandler, frameworkErrors, refuseBadUrl } from './framework-errors';
import { registerGeocode } from './geocode';
import { registerProxies } from './proxy';
import { limitApiRoutes } from './rate-limit';
import { requestId } from './request-id';
import { requestLog } from './request-log';
import { addSecurityHeaders } from './security';
import { createSessionResolver, type SessionPeers } from './session';
import { registerWebApp } from './web';

export interface GatewayOptions {
  /** The standalone run passes its in-process bus; otherwise NATS_URL (if set) feeds /api/events. */
  transport?: EventTransport;
  /** Sibling worker processes (cluster.ts), told of each logout. */
  peers?: SessionPeers;
  /** How many gateway processes share this machine's limits on outside services (the geocoder's pace). */
  processes?: number;
}

/** The only public entry (DESIGN §1): routes /api/* to services, serves the web app, live events and docs. */
export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}) {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, base: { service: 'gateway' } },
    genReqId: (req) => requestId(req.headers[REQUEST_ID_HEADER]),
    // No line per request from the gateway: the service that answers logs each request it gets under the same
    // x-request-id; at the default level that saves two JSON lines to write for every request.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's logger becomes a pino child only if the request logs a line (request-log.ts).
    childLoggerFactory: requestLog,
    trustProxy: config.TRUST_PROXY,
    // A request that still reaches a closing gateway (on a connection opened before) is served, and closes its
    // connection (Fastify adds `Connection: close` while closing): a 503 would be a failed request for its caller.
    return503OnClosing: false,
    ...requestDeadlines(config),
    frameworkErrors,
    clientErrorHandler,
  });
  capConnectionsPerAddress(app.server, config.CONNECTIONS_PER_ADDRESS);
  // The gateway's own first steps share one callback hook, in this order: Fastify runs each hook of a request in a
  // step of its own, and these run on every request (a refused URL still gets the id and the security headers).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    addSecurityHeaders(request, reply);
    if (!refuseBadUrl(request, reply)) done();
  });
  installErrorHandling(app, { notFound: false });
  // Before every route and every other preClose hook (the event streams end after its delay): how the gateway drains.
  registerHealth(app, { delayMs: config.SHUTDOWN_DELAY_MS });
  // Text (the app's JS and CSS, HTML, API JSON) goes out compressed; images are already compressed and skip it.
  // Brotli at quality 5: most of the size win for a fraction of the default quality 11's CPU.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // The API here; /media/* (proxy.ts), the address search (geocode.ts) and the pages that query the catalog (web.ts)
  // keep counters of their own. Only a 429 carries the limit's headers.
  limitApiRoutes(app, config.RATE_LIMIT_PER_MINUTE);

  const ownsTransport = !options.transport && !!config.NATS_URL;
  const transport =
    options.transport ??
    (config.NATS_URL
      ? createNatsTransport({
          servers: config.NATS_URL,
          logger: app.log,
          streamReplicas: config.NATS_STREAM_REPLICAS,
        })
      : undefined);
  const sessions = createSessionResolver({
    authUrl: config.AUTH_URL,
    secret: config.INTERNAL_SECRET,
    ttlMs: config.SESSION_CACHE_MS,
    peers: options.peers,
  });

  registerDocs(app, config);
  registerEventStream(app, transport, sessions, {
    maxPerSession: config.EVENT_STREAMS_PER_SESSION,
    sessionCheckMs: config.EVENT_STREAM_SESSION_CHECK_MS,
  });
  registerGeocode(app, config, options.processes);
  registerDataExport(app, config);
  await registerProxies(app, config, sessions);
  await registerWebApp(app, config);

  app.addHook('onClose', async () => {
    if (ownsTransport) await transport?.close();
  });
  return app;
}
