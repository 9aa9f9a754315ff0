import { errorCodes } from '@inkbook/contracts/errors';
import { AppError } from '@inkbook/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route counted on a counter of its own (this many requests per address a minute), not the API's. */
    rateLimit?: { max: number };
  }
}

const WINDOW_MS = 60_000;
/** Addresses remembered per counter, the least recently seen forgotten first (what @fastify/rate-limit kept). */
const ADDRESSES = 5_000;

/**
 * Requests per address in a fixed window of a minute, counted in this process's memory: the window starts at an
 * address's first request and its count starts again once the window has passed. Synchronous, so the check costs a
 * request no promise and no turn of the microtask queue (it replaced @fastify/rate-limit's async hook, with the
 * same counts, answers and headers).
 */
export function perMinute(max: number, capacity = ADDRESSES) {
  const windows = new Map<string, { count: number; start: number }>();
  // The key seen last, already at the end of the map: a burst from one address (a page's requests) moves nothing.
  let newest: string | undefined;
  return {
    max,
    /** Counts one request from `key`: 0 while within the limit, else the milliseconds left of its window. */
    hit(key: string, now = Date.now()): number {
      let window = windows.get(key);
      if (!window) {
        if (windows.size >= capacity) windows.delete(windows.keys().next().value as string);
        window = { count: 0, start: now };
        windows.set(key, window);
      } else if (key !== newest) {
        // Moved to the end: a Map keeps insertion order, so the first key is always the least recently seen.
        windows.delete(key);
        windows.set(key, window);
      }
      newest = key;
      if (window.start + WINDOW_MS <= now) {
        window.count = 0;
        window.start = now;
      }
      window.count++;
      return window.count > max ? window.start + WINDOW_MS - now : 0;
    },
  };
}
export type PerMinute = ReturnType<typeof perMinute>;

/** The 429 past a limit: the limit's headers, then the error shape (with Retry-After) from the error handler. */
function refusal(reply: FastifyReply, max: number, leftMs: number) {
  const seconds = Math.ceil(leftMs / 1000);
  reply.header('x-ratelimit-limit', max);
  reply.header('x-ratelimit-remaining', 0);
  reply.header('x-ratelimit-reset', seconds);
  reply.header('retry-after', seconds);
  return new AppError(
    429,
    errorCodes.rateLimited,
    `Too many requests. Please try again in ${seconds} seconds.`,
  );
}

/** A callback hook that counts each request by the caller's address on `limit` (those `counts` selects, if given). */
export const limitRequests =
  (limit: PerMinute, counts?: (request: FastifyRequest) => boolean) =>
  (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (counts && !counts(request)) return done();
    const leftMs = limit.hit(request.ip);
    done(leftMs ? refusal(reply, limit.max, leftMs) : undefined);
  };

/**
 * Limits every API route registered after this (DESIGN §3's per-address limits): a route whose config names a
 * `rateLimit` on a counter of its own, every other route under /api/ on one shared counter of `max` a minute.
 */
export function limitApiRoutes(app: FastifyInstance, max: number) {
  const api = limitRequests(perMinute(max));
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    const hook = own ? limitRequests(perMinute(own.max)) : route.url.startsWith('/api/') ? api : undefined;
    if (!hook) return;
    const before = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(before) ? before : [before]), hook];
  });
}
