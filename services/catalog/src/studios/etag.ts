import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Profiles are polled (spec §4): a weak ETag over the body lets an unchanged profile answer 304 with no body.
 * `no-cache` makes browsers revalidate every time, so a change shows on the next poll. Sets the headers and
 * says whether the caller already holds this version.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, body: unknown): boolean {
  const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache');
  const given = request.headers['if-none-match'];
  return !!given && given.split(',').some((tag) => tag.trim() === etag);
}
