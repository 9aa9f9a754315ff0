import type { FastifyInstance } from 'fastify';

/** Third parties our pages embed: map tiles (profiles) and the tutorial video player. */
const FRAME_SOURCES = [
  'https://www.openstreetmap.org',
  'https://maps.google.com',
  'https://www.google.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
];

const csp = (frameAncestors: string) =>
  [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${FRAME_SOURCES.join(' ')}`,
    `frame-ancestors ${frameAncestors}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/** Helmet's defaults, computed once: @fastify/helmet re-derived them per request, which cost a third of throughput (docs/performance.md). */
const common = {
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const pageHeaders = {
  ...common,
  'content-security-policy': csp("'none'"),
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-site',
};
/**
 * API answers are JSON, never documents: they need no script, frame or navigation policies, only what stops
 * sniffing, framing and cross-site reads (OWASP's REST set). A third of the page set's bytes, on the busiest path.
 */
const apiHeaders = {
  'strict-transport-security': common['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-site',
};
/** `/embed/*` is the artist card any site may put in an iframe; it carries no signed-in state. */
const embedHeaders = {
  ...common,
  'content-security-policy': csp('*'),
  'cross-origin-resource-policy': 'cross-origin',
};

const headersFor = (url: string) =>
  url.startsWith('/api/') ? apiHeaders : url.startsWith('/embed/') ? embedHeaders : pageHeaders;

/** Security headers on every response; nothing may be framed except the pages under `/embed/*`. */
export function registerSecurityHeaders(app: FastifyInstance) {
  // A callback hook, not an async one: no promise per request on the gateway's hottest path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}
