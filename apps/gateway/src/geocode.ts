import {
  type AddressSuggestion,
  GEOCODE_LIMIT,
  geocodeQuerySchema,
  toSuggestions,
} from '@inkbook/contracts/geocode';
import { badRequest, unavailable } from '@inkbook/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';

/** Answers are kept this long: addresses do not move, and public geocoders ask callers to cache. */
const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_ENTRIES = 1000;
const TIMEOUT_MS = 5000;
/** A search that would wait longer than this for its turn at the geocoder fails at once instead of queueing. */
const MAX_WAIT_MS = 3000;

/**
 * GET /api/geocode?q=…: address suggestions from the Nominatim-compatible geocoder at GEOCODER_URL (spec §7).
 * The browser cannot call it itself (CSP connect-src 'self'), and going through here lets us identify
 * ourselves, cache answers and time out cleanly. A geocoder that fails or times out is a 503 the wizard
 * reads as "no suggestions" (spec §8: failure empties the list).
 *
 * Public Nominatim allows one request a second from all of us: each of the gateway's `processes` keeps to its
 * share of GEOCODER_INTERVAL_MS, identical searches under way share one call, and each address has its own
 * per-minute limit, so no one visitor can spend the budget.
 */
export function registerGeocode(app: FastifyInstance, config: GatewayConfig, processes = 1): void {
  const cache = new Map<string, { at: number; suggestions: AddressSuggestion[] }>();
  const pending = new Map<string, Promise<AddressSuggestion[]>>();
  const base = config.GEOCODER_URL.replace(/\/+$/, '');
  const interval = config.GEOCODER_INTERVAL_MS * processes;
  let nextTurn = 0;

  const waitForTurn = async () => {
    const now = Date.now();
    const turn = Math.max(now, nextTurn);
    if (turn - now > MAX_WAIT_MS) throw new Error('geocoder queue full');
    nextTurn = turn + interval;
    if (turn > now) await new Promise((resolve) => setTimeout(resolve, turn - now));
  };

  async function lookUp(q: string): Promise<AddressSuggestion[]> {
    await waitForTurn();
    const url = new URL(`${base}/search`);
    url.search = new URLSearchParams({
      q,
      format: 'json',
      limit: String(GEOCODE_LIMIT),
      addressdetails: '1',
    }).toString();
    const res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': config.GEOCODER_USER_AGENT },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    return toSuggestions(await res.json());
  }

  const rateLimit = { max: config.GEOCODE_RATE_LIMIT_PER_MINUTE };
  app.get('/api/geocode', { config: { rateLimit } }, async (request, reply) => {
    const parsed = geocodeQuerySchema.safeParse(request.query);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid address search');
    const key = parsed.data.q.toLowerCase();
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS)
      return reply.header('cache-control', 'private, max-age=3600').send(hit.suggestions);

    let lookup = pending.get(key);
    if (!lookup) {
      lookup = lookUp(parsed.data.q).finally(() => pending.delete(key));
      pending.set(key, lookup);
    }
    let suggestions: AddressSuggestion[];
    try {
      suggestions = await lookup;
    } catch (error) {
      request.log.warn({ err: error }, 'address search failed');
      throw unavailable('Address search is unavailable right now');
    }
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { at: Date.now(), suggestions });
    return reply.header('cache-control', 'private, max-age=3600').send(suggestions);
  });
}
