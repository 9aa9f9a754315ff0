import type { Socket } from 'node:net';
import { type ErrorCode, errorBody, errorCodes } from '@inkbook/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { addSecurityHeaders } from './security';

const URL_TOO_LONG = errorBody(errorCodes.badRequest, 'The URL is too long');
const URL_NOT_VALID = errorBody(errorCodes.badRequest, 'The URL is not valid');

/**
 * Answers Fastify makes itself, before any route or hook (a URL that does not decode, a path segment past the
 * router's length limit), in the one error shape (DESIGN §6). Never the path: echoing it back is how a reflected
 * payload gets a page.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  addSecurityHeaders(request, reply);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.status(tooLong ? 414 : 400).send(tooLong ? URL_TOO_LONG : URL_NOT_VALID);
}

/**
 * The longest path segment any route takes: find-my-way's default `maxParamLength`, which the gateway's router and
 * every service's use. Handles, ids and media hashes are far shorter.
 */
const MAX_PATH_SEGMENT_LENGTH = 100;
/** The longest path (before the query) anything answers; links and bookmarks stay well under it. */
const MAX_PATH_LENGTH = 2048;

/** Whether the path (the URL before its query) is longer than any route takes, as a whole or in one segment. */
function isOverlongPath(url: string): boolean {
  const query = url.indexOf('?');
  const end = query === -1 ? url.length : query;
  // Most paths are shorter than one segment may be: nothing to scan.
  if (end <= MAX_PATH_SEGMENT_LENGTH) return false;
  if (end > MAX_PATH_LENGTH) return true;
  let start = 0;
  while (start < end) {
    const slash = url.indexOf('/', start + 1);
    const next = slash === -1 || slash > end ? end : slash;
    if (next - start - 1 > MAX_PATH_SEGMENT_LENGTH) return true;
    start = next;
  }
  return false;
}

/** Whether the URL's query string is percent-encoding that does not decode to text ('%ff', a cut-off '%E0%A4%A'). */
function hasUndecodableQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return false;
  try {
    decodeURIComponent(url.slice(start + 1));
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether the URL's path, decoded, climbs a directory ('..' as a whole segment, a backslash read as a slash:
 * '/api/calendar/..%2F..%2Fetc', '/api/artists/..%5Cstudios'). The proxy refuses to forward such a path
 * (@fastify/http-proxy's own check, with a 400 in its own words); the fuzz found it answering so. The query is the
 * caller's text ('?q=../..' is a search like any other) and is not looked at.
 */
function climbsDirectory(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // A climb needs a dot, as itself or escaped ('%2e'): most paths have neither a dot nor an escape, and this runs on
  // every API request (decoding and splitting each path was 1.2% of the gateway's busy time, docs/performance.md).
  if (!path.includes('.') && !path.includes('%')) return false;
  try {
    return decodeURIComponent(path).replaceAll('\\', '/').split('/').includes('..');
  } catch {
    return false;
  }
}

/**
 * Answers a URL no route should see (and says so), in one place for every route, proxied or not.
 * - A path longer than any route takes: 414, like the router's own (above). The router only measures its own
 *   parameters, so a long segment under a proxied prefix (`/api/artists/{5 KB}`) reached the service, whose
 *   default answer echoed it back.
 * - A bad path is refused by Fastify itself (above), but a query string it parses leniently: undecodable bytes
 *   come out as replacement characters or raw '%' text, so an API would search for something the caller never
 *   sent. API requests with such a query get the same 400 as a bad path. Pages are left alone: their lists read
 *   the URL as the browser does and ask the API again with clean text.
 * - An API URL that climbs a directory once decoded: the same 400 (`climbsDirectory`).
 */
export function refuseBadUrl(request: FastifyRequest, reply: FastifyReply): boolean {
  if (isOverlongPath(request.url)) {
    reply.status(414).send(URL_TOO_LONG);
    return true;
  }
  if (request.url.startsWith('/api/') && (hasUndecodableQuery(request.url) || climbsDirectory(request.url))) {
    reply.status(400).send(URL_NOT_VALID);
    return true;
  }
  return false;
}

const clientErrors: Record<string, [number, string, ErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    errorCodes.badRequest,
    'The request took too long to arrive',
  ],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    errorCodes.tooLarge,
    'The request headers are too large',
  ],
};

/**
 * What Node's parser refuses (malformed requests, headers over the size limit, requests past their deadline) gets
 * the same shape, written straight to the socket as Node leaves us only that, and the connection closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] = clientErrors[error.code ?? ''] ?? [
    400,
    'Bad Request',
    errorCodes.badRequest,
    'The request is malformed',
  ];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}
