import { Readable } from 'node:stream';
import proxy from '@fastify/http-proxy';
import { SESSION_COOKIE } from '@inkbook/contracts/auth';
import { errorBody, errorCodes } from '@inkbook/contracts/errors';
import type { Identity } from '@inkbook/contracts/identity';
import { AppError } from '@inkbook/service-kit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config';
import { answerHeaders, forwardedHeaders } from './forwarded-headers';
import { assertSameOrigin } from './origin-guard';
import { readBody, replayable, tooLarge } from './request-body';
import { upstreams, upstreamUrl } from './routes';
import type { SessionResolver } from './session';
import { sessionTokenIn } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, as resolved from the session cookie; signed into the header services trust. */
    caller: Identity;
  }
}

/** The part of a reply the upstream-failure path uses (reply-from types it for http and http2 alike). */
interface UpstreamReply {
  log: FastifyBaseLogger;
  status(code: number): { send(payload: unknown): unknown };
}

/** Answers up to this size are read whole and sent in one write; larger ones (images, downloads) stream through. */
const WHOLE_BODY_BYTES = 64 * 1024;

/**
 * Sends an upstream's answer on. A small answer of known length is collected and sent as one buffer: Node then
 * writes headers and body together, which nearly doubles what the gateway relays per second compared with piping
 * a stream of one small chunk (docs/performance.md). Anything else, and every HEAD, streams as before.
 */
function relay(
  request: { method: string },
  reply: { getHeader(name: string): unknown; send(payload: unknown): unknown },
  body: Readable,
) {
  const length = Number(reply.getHeader('content-length'));
  if (request.method === 'HEAD' || !(length <= WHOLE_BODY_BYTES)) return reply.send(body);
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  body.once('end', () => reply.send(Buffer.concat(chunks)));
  body.once('error', (error) => reply.send(error));
}

/** An auth answer that sets the session cookie (sign-in rotates it, logout clears it) ends the token sent with it. */
const endsSession = (setCookie: unknown) =>
  setCookie !== undefined && String(setCookie).includes(`${SESSION_COOKIE}=`);

/** Resolves who is calling (the session `token` of the request's cookie → user) once per request. */
export async function identify(
  request: FastifyRequest,
  token: string | undefined,
  sessions: SessionResolver,
): Promise<Identity> {
  const user = await sessions.resolve(token, request.ip);
  return { user, ip: request.ip, ts: Date.now() };
}

/** Who is calling, when the session cache already knows (most requests): no promise to wait for. */
function knownCaller(
  request: FastifyRequest,
  token: string | undefined,
  sessions: SessionResolver,
): Identity | undefined {
  const user = sessions.known(token);
  return user === undefined ? undefined : { user, ip: request.ip, ts: Date.now() };
}

/** What a request that cannot go on at once waits for: its whole body, then the session lookup. */
async function admit(
  request: FastifyRequest,
  reply: { header(name: string, value: string): unknown },
  bodyLimit: number,
  token: string | undefined,
  sessions: SessionResolver,
) {
  // Only a request that has a body gets here with a stream (the proxy's body parser hands on the raw one).
  if (request.body instanceof Readable) {
    const bytes = await readBody(request.body, bodyLimit).catch((error: unknown) => {
      reply.header('connection', 'close');
      throw error;
    });
    request.body = replayable(bytes);
    // The service receives a plain body of known length, however the client framed it.
    request.headers['content-length'] = String(bytes.length);
  }
  request.caller = await identify(request, token, sessions);
}

/** One @fastify/http-proxy per prefix of the routing table, all sharing the same checks and header rewriting. */
export async function registerProxies(
  app: FastifyInstance,
  config: GatewayConfig,
  sessions: SessionResolver,
) {
  app.decorateRequest('caller', null as never);

  for (const upstream of upstreams) {
    const service = upstream.service;
    const onUnavailable = (reply: UpstreamReply, error: { statusCode?: number; code?: string }) => {
      const timedOut = error.statusCode === 504;
      reply.log.warn({ service, code: error.code }, 'upstream failed');
      return reply
        .status(timedOut ? 504 : 503)
        .send(
          errorBody(
            errorCodes.unavailable,
            timedOut ? `${service} did not answer in time` : `${service} is unavailable`,
          ),
        );
    };

    for (const prefix of upstream.prefixes) {
      // A path two services share picks its service per request (no fixed upstream: one would pin the origin).
      const divert = upstream.divert?.prefix === prefix ? upstream.divert : undefined;
      await app.register(proxy, {
        upstream: divert ? '' : upstreamUrl(config, service),
        prefix,
        rewritePrefix: prefix,
        // Request bodies pass through untouched (compressed ones are refused below); auth's answers are always
        // small, so they skip the compression hooks too.
        // Media is counted apart from the API (its own counter): one profile page asks for dozens of images.
        config: {
          decompress: false,
          ...(upstream.smallAnswers && { compress: false }),
          ...(prefix === '/media' && { rateLimit: { max: config.RATE_LIMIT_PER_MINUTE } }),
        },
        // Never retry: a 503 from a service (database down) must reach the caller at once.
        retryMethods: [],
        // Fastify already logs each request and its answer; reply-from's two more lines per request add nothing.
        disableRequestLogging: true,
        undici: {
          connect: { timeout: 1_000 },
          headersTimeout: config.UPSTREAM_TIMEOUT_MS,
          bodyTimeout: config.UPSTREAM_TIMEOUT_MS * 4,
        },
        // A callback hook: a request without a body whose session the cache knows (most of them) goes on at once,
        // with no promise and no turn of the microtask queue.
        preHandler: (request, reply, done) => {
          const length = Number(request.headers['content-length'] ?? 0);
          // The rest of a refused body is not worth reading: the connection closes after the answer.
          if (length > upstream.bodyLimit) {
            reply.header('connection', 'close');
            throw tooLarge();
          }
          // The size limit above reads Content-Length, which says nothing of what a compressed body inflates to.
          const encoding = request.headers['content-encoding'];
          if (encoding && encoding !== 'identity')
            throw new AppError(
              415,
              errorCodes.unsupportedMediaType,
              'Compressed request bodies are not accepted; send the body uncompressed',
            );
          assertSameOrigin(request, config.ALLOWED_ORIGINS);
          const token = sessionTokenIn(request.headers);
          const caller = request.body instanceof Readable ? undefined : knownCaller(request, token, sessions);
          if (caller) {
            request.caller = caller;
            return done();
          }
          admit(request, reply, upstream.bodyLimit, token, sessions).then(() => done(), done);
        },
        replyOptions: {
          ...(divert && {
            getUpstream: (request) =>
              upstreamUrl(
                config,
                divert.when(request.query as Record<string, unknown>) ? divert.service : service,
              ),
          }),
          rewriteRequestHeaders: (request, headers) =>
            forwardedHeaders(headers, request.caller, {
              secret: config.INTERNAL_SECRET,
              requestId: request.id,
              keepCookies: service === 'auth',
            }),
          rewriteHeaders: (headers, request) => {
            const answer = answerHeaders(headers);
            // A signed-in caller's data must stay out of every cache, the browser's included (a shared computer).
            if (request?.caller?.user && String(answer['content-type']).startsWith('application/json'))
              answer['cache-control'] = 'no-store';
            return answer;
          },
          onError: (reply, { error }) =>
            onUnavailable(reply, error as { statusCode?: number; code?: string }),
          onResponse: (request, reply, response) => {
            // Sign-in and logout through this gateway forget the token they replaced at once, streams included.
            if (service === 'auth' && endsSession(reply.getHeader('set-cookie')))
              sessions.forget(sessionTokenIn(request.headers));
            relay(request, reply, response.stream);
          },
        },
      });
    }
  }
}
