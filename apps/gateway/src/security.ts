import type { FastifyReply, FastifyRequest } from 'fastify';

/** Third parties our pages embed: map tiles (profiles) and the tutorial video player. */
const FRAME_SOURCES = [
  'https://www.openstreetmap.org',
  'https://maps.google.com',
  'https://www.google.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
];

/** The list pages' Leaflet map draws OpenStreetMap tiles as images (issue 26): tiles only, no other OSM host. */
const IMG_SOURCES = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

const csp = (frameAncestors: string) =>
  [
    "default-src 'self'",
    `img-src 'self' data: blob: ${IMG_SOURCES.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${FRAME_SOURCES.join(' ')}`,
    `frame-ancestors ${frameAncestors}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/**
 * Browser features the app never uses, denied to our pages and anything they frame; geolocation only to our own pages. Left at their defaults: the
 * clipboard (share links) and what the tutorial player asks for (fullscreen, picture-in-picture, encrypted media,
 * motion sensors). Only names Chromium knows: an unknown one is a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'idle-detection',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  // 'Near me' on the lists asks our own page (never a frame) for the position, on the person's click (issue 26).
  .concat('geolocation=(self)')
  .join(', ');

/** Helmet's defaults, computed once: @fastify/helmet re-derived them per request, which cost a third of throughput (docs/performance.md). */
const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
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

/** Each set again with HSTS, which a browser heeds only over TLS and which must not pin a plain-http host to https. */
const hsts = { 'strict-transport-security': 'max-age=15552000; includeSubDomains' };
const overHttp = { api: apiHeaders, embed: embedHeaders, page: pageHeaders };
const overTls = {
  api: { ...apiHeaders, ...hsts },
  embed: { ...embedHeaders, ...hsts },
  page: { ...pageHeaders, ...hsts },
};

const headersFor = (url: string, sets: typeof overHttp) =>
  url.startsWith('/api/') ? sets.api : url.startsWith('/embed/') ? sets.embed : sets.page;

/**
 * Security headers for one request (every response has them; nothing may be framed except the pages under
 * `/embed/*`): from the gateway's first hook (app.ts), and for answers Fastify makes before any hook runs.
 */
export function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  // The protocol is the socket's, or X-Forwarded-Proto only when TRUST_PROXY says a load balancer sets it.
  reply.headers(headersFor(request.url, request.protocol === 'https' ? overTls : overHttp));
}
