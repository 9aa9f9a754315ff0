import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Weak comparison (RFC 9110 §13.1.2): `W/"x"` and `"x"` match, as does `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** A weak validator of exactly what a JSON answer holds. */
export const weakEtagOf = (body: unknown) =>
  `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

/**
 * The one ETag/304 helper. Sets `etag` and `cache-control` (default `no-cache`: polled answers such as profiles
 * revalidate every time, so a change shows on the next poll) and says whether the caller already holds this
 * version; the route then answers `reply.status(304).send()`.
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl = 'no-cache',
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  return matchesEtag(request.headers['if-none-match'], etag);
}
