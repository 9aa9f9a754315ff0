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

/**
 * GET /api/geocode?q=…: address suggestions from the Nominatim-compatible geocoder at GEOCODER_URL (spec §7).
 * The browser cannot call it itself (CSP connect-src 'self'), and going through here lets us identify
 * ourselves, cache answers and time out cleanly. A geocoder that fails or times out is a 503 the wizard
 * reads as "no suggestions" (spec §8: failure empties the list).
 */
export function registerGeocode(app: FastifyInstance, config: GatewayConfig): void {
  const cache = new Map<string, { at: number; suggestions: AddressSuggestion[] }>();
  const base = config.GEOCODER_URL.replace(/\/+$/, '');

  app.get('/api/geocode', async (request, reply) => {
    const parsed = geocodeQuerySchema.safeParse(request.query);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid address search');
    const key = parsed.data.q.toLowerCase();
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS)
      return reply.header('cache-control', 'private, max-age=3600').send(hit.suggestions);

    const url = new URL(`${base}/search`);
    url.search = new URLSearchParams({
      q: parsed.data.q,
      format: 'json',
      limit: String(GEOCODE_LIMIT),
      addressdetails: '1',
    }).toString();
    let body: unknown;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': config.GEOCODER_USER_AGENT },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      body = await res.json();
    } catch (error) {
      request.log.warn({ err: error }, 'address search failed');
      throw unavailable('Address search is unavailable right now');
    }
    const suggestions = toSuggestions(body);
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { at: Date.now(), suggestions });
    return reply.header('cache-control', 'private, max-age=3600').send(suggestions);
  });
}
