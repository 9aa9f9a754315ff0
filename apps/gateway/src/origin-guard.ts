import { notificationEndpoints } from '@inkbook/contracts/notification-endpoints';
import { forbidden } from '@inkbook/service-kit';
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one state-changing path a foreign site may POST to: RFC 8058's one-click unsubscribe, which a webmail sends
 * from its own origin (often with Sec-Fetch-Site: cross-site). It needs no session and acts on no cookie: the
 * signed token in its query is the only authority, and all it can do is turn one email category off for the
 * address it names. Exactly this path, so nothing else slips through.
 */
const CROSS_SITE_POSTS = new Set<string>([notificationEndpoints.oneClickUnsubscribe.path]);

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/**
 * State-changing requests must come from our own pages (DESIGN §3). Browsers send Sec-Fetch-Site and Origin on
 * such requests; a cross-site value is refused. Requests without either (curl, server-to-server) carry no
 * ambient browser credentials worth forging and pass.
 */
export function assertSameOrigin(request: FastifyRequest, allowedOrigins: string[]) {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.method === 'POST' && CROSS_SITE_POSTS.has(pathOf(request.url))) return;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none')
    throw forbidden('Cross-site requests are not allowed');
  const origin = request.headers.origin;
  if (!origin) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && !allowedOrigins.includes(origin))
    throw forbidden('Cross-site requests are not allowed');
}
