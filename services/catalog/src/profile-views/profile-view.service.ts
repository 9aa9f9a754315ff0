import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CatalogDb } from '../db';
import { recordProfileView } from './profile-view.repository';

// Artist and studio profiles count views here, and only here: who "one visitor" is lives in visitorOf.

/** The gateway-seen address plus user agent, hashed: no raw address is stored. */
const visitorOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.identity.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('base64url')
    .slice(0, 32);

/**
 * Visitors already counted today (per process), so a profile polled every 30 s writes its view once, not every
 * poll; the database's primary key stays the real guard.
 */
const countedToday = new Set<string>();
const MAX_REMEMBERED = 50_000;

/** Counts a view of an artist's or a studio's public profile, once per visitor per day. */
export async function countProfileView(db: CatalogDb, profileId: string, request: FastifyRequest) {
  const visitor = visitorOf(request);
  const key = `${new Date().toISOString().slice(0, 10)}|${profileId}|${visitor}`;
  if (countedToday.has(key)) return;
  if (countedToday.size >= MAX_REMEMBERED) countedToday.clear();
  countedToday.add(key);
  await recordProfileView(db, profileId, visitor);
}
