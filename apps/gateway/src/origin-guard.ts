import { forbidden } from '@inkbook/service-kit';
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from our own pages (DESIGN §3). Browsers send Sec-Fetch-Site and Origin on
 * such requests; a cross-site value is refused. Requests without either (curl, server-to-server) carry no
 * ambient browser credentials worth forging and pass.
 */
export function assertSameOrigin(request: FastifyRequest, allowedOrigins: string[]) {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none')
    throw forbidden('Cross-site requests are not allowed');
  const origin = request.headers.origin;
  if (!origin) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && !allowedOrigins.includes(origin))
    throw forbidden('Cross-site requests are not allowed');
}
