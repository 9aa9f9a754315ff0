import type { IncomingHttpHeaders } from 'node:http';
import { IDENTITY_HEADER, type Identity, REQUEST_ID_HEADER } from '@inkbook/contracts/identity';
import { signIdentity } from '@inkbook/service-kit';

/** Headers no client may set for a service: identity, forwarding and hop-by-hop headers. */
const STRIPPED = new Set([
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'x-user',
  'x-user-id',
  'x-user-role',
  'x-authenticated-user',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * The headers a service receives: the client's own, less anything that could claim an identity or a route,
 * plus the gateway's signed identity and the request id. Cookies go to auth only (sessions are resolved here).
 */
export function forwardedHeaders(
  incoming: IncomingHttpHeaders,
  identity: Identity,
  options: { secret: string; requestId: string; keepCookies: boolean },
): IncomingHttpHeaders {
  const named = String(incoming.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    const lower = name.toLowerCase();
    if (
      STRIPPED.has(lower) ||
      named.includes(lower) ||
      lower.startsWith('x-forwarded-') ||
      lower.startsWith('x-inkbook-')
    )
      continue;
    if (lower === 'cookie' && !options.keepCookies) continue;
    out[lower] = value;
  }
  out[IDENTITY_HEADER] = signIdentity(identity, options.secret);
  out[REQUEST_ID_HEADER] = options.requestId;
  return out;
}
