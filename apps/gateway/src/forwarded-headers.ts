import type { IncomingHttpHeaders } from 'node:http';
import { IDENTITY_HEADER, type Identity, REQUEST_ID_HEADER } from '@inkbook/contracts/identity';
import { signIdentity } from '@inkbook/service-kit';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1): never passed across the gateway. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const NONE: readonly string[] = [];

/**
 * The header names a message's own Connection header lists: hop-by-hop too. Most messages name none (a bare
 * `keep-alive`, or no header at all), and the two copies below run on every proxied request: no arrays for them.
 */
const namedByConnection = (headers: IncomingHttpHeaders): readonly string[] => {
  const connection = headers.connection;
  if (!connection || connection === 'keep-alive' || connection === 'close') return NONE;
  return String(connection)
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
};

/** Headers no client may set for a service: identity, forwarding and hop-by-hop headers. */
const STRIPPED = new Set([
  ...HOP_BY_HOP,
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
  'proxy-authorization',
  // Node already answered `100 Continue` to the client and the gateway holds the whole body (request-body.ts);
  // undici refuses to send the header at all.
  'expect',
]);

const SIGNATURE_REUSE_MS = 5_000;
const signatures = new Map<string, { header: string; until: number }>();

/**
 * The signed identity header, reused for a few seconds per caller: signing is per-request work the gateway need
 * not repeat, and services accept a signature for 60 s (identity.ts), so a 5 s-old one is always fresh enough.
 */
function signedFor(identity: Identity, secret: string): string {
  const u = identity.user;
  const key = u ? `${u.id}|${u.role}|${u.artistId}|${u.studioId}|${identity.ip}` : `-|${identity.ip}`;
  const now = Date.now();
  const hit = signatures.get(key);
  if (hit && hit.until > now) return hit.header;
  if (signatures.size >= 10_000) signatures.clear();
  const header = signIdentity({ ...identity, ts: now }, secret);
  signatures.set(key, { header, until: now + SIGNATURE_REUSE_MS });
  return header;
}

/**
 * The headers a service receives: the client's own, less anything that could claim an identity or a route,
 * plus the gateway's signed identity and the request id. Cookies go to auth only (sessions are resolved here).
 */
export function forwardedHeaders(
  incoming: IncomingHttpHeaders,
  identity: Identity,
  options: { secret: string; requestId: string; keepCookies: boolean },
): IncomingHttpHeaders {
  const named = namedByConnection(incoming);
  const out: IncomingHttpHeaders = {};
  for (const name in incoming) {
    const lower = name.toLowerCase();
    if (
      STRIPPED.has(lower) ||
      named.includes(lower) ||
      lower.startsWith('x-forwarded-') ||
      lower.startsWith('x-inkbook-')
    )
      continue;
    if (lower === 'cookie' && !options.keepCookies) continue;
    out[lower] = incoming[name];
  }
  out[IDENTITY_HEADER] = signedFor(identity, options.secret);
  out[REQUEST_ID_HEADER] = options.requestId;
  return out;
}

/**
 * A service's answer headers as the client receives them, less the hop-by-hop ones: those described the gateway's
 * connection to the service (a service's `Connection: close` must not close the client's connection), and Node
 * sets the client connection's own.
 */
export function answerHeaders(upstream: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = namedByConnection(upstream);
  const out: IncomingHttpHeaders = {};
  for (const name in upstream) {
    if (!HOP_BY_HOP.includes(name) && !named.includes(name)) out[name] = upstream[name];
  }
  return out;
}
