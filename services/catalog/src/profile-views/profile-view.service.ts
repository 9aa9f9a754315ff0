import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CatalogDb } from '../db';
import { recordProfileView } from './profile-view.repository';

// Artist and studio profiles count views here, and only here: who "one visitor" is lives in visitorOf.

/**
 * One visitor is a signed-in account, or else one address as the gateway saw it (issue 11: nothing the client
 * chooses, such as its User-Agent, makes it another visitor). Stored as a keyed hash: no raw address is kept,
 * and without the key the few billion IPv4 addresses cannot be tried one by one against the hashes.
 */
const visitorOf = (request: FastifyRequest, key: string) =>
  createHmac('sha256', key)
    .update(request.identity.user ? `user:${request.identity.user.id}` : `address:${request.identity.ip}`)
    .digest('base64url')
    .slice(0, 32);

/**
 * Visitors already counted today (per process), so a profile polled every 30 s writes its view once, not every
 * poll; the database's primary key stays the real guard.
 */
const countedToday = new Set<string>();
const MAX_REMEMBERED = 50_000;

/**
 * Counts a view of an artist's or a studio's public profile, once per visitor per day. `key` is the service's
 * secret (INTERNAL_SECRET), the same on every replica so they agree on who a visitor is.
 */
export async function countProfileView(
  db: CatalogDb,
  profileId: string,
  request: FastifyRequest,
  key: string,
) {
  const visitor = visitorOf(request, key);
  const entry = `${new Date().toISOString().slice(0, 10)}|${profileId}|${visitor}`;
  if (countedToday.has(entry)) return;
  if (countedToday.size >= MAX_REMEMBERED) countedToday.clear();
  countedToday.add(entry);
  await recordProfileView(db, profileId, visitor);
}
