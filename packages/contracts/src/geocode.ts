import { z } from 'zod';
import { errorBodySchema } from './errors';
import { boundText } from './fields';
import { geocodeEndpoints } from './geocode-endpoints';
import { defineRoute } from './route';

/**
 * Address suggestions for the wizards' address fields (spec §7: a Nominatim-style search, 5 results, 3+
 * characters). The browser asks the gateway (GET /api/geocode?q=…), which asks the configured geocoder: the
 * page's CSP allows no other origin, the geocoder's usage policy wants an identifying User-Agent and caching,
 * and tests point GEOCODER_URL at a local fake.
 */
export const GEOCODE_MIN_CHARS = 3;
export const GEOCODE_LIMIT = 5;

export const geocodeQuerySchema = z.object({
  q: boundText(z.string({ error: `Type at least ${GEOCODE_MIN_CHARS} characters` }).trim(), {
    max: 200,
    label: 'Address search',
    tooLong: 'Address search is limited to 200 characters',
  }).min(GEOCODE_MIN_CHARS, `Type at least ${GEOCODE_MIN_CHARS} characters`),
});

/** A location suggestion holds address text, lat and lng (spec §3). */
export const addressSuggestionSchema = z.object({
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** One row of a Nominatim `format=json` answer, as far as we read it (display_name, lat, lon). */
const nominatimPlaceSchema = z.object({
  display_name: z.string(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
});

/** The geocoder's answer as suggestions; rows that do not parse (no name, no coordinates) are left out. */
export function toSuggestions(body: unknown): AddressSuggestion[] {
  if (!Array.isArray(body)) return [];
  return body
    .flatMap((row) => {
      const parsed = nominatimPlaceSchema.safeParse(row);
      if (!parsed.success || !Number.isFinite(parsed.data.lat) || !Number.isFinite(parsed.data.lon))
        return [];
      return [{ address: parsed.data.display_name, lat: parsed.data.lat, lng: parsed.data.lon }];
    })
    .slice(0, GEOCODE_LIMIT);
}

/**
 * The gateway answers this route itself. It checks `q` in its handler (a 400 with the first message and no
 * `fields`), so this contract types and documents the call rather than validating it.
 */
export const geocodeRoutes = {
  search: defineRoute({
    ...geocodeEndpoints.search,
    summary: 'Up to five address suggestions for 3+ characters',
    querystring: geocodeQuerySchema,
    response: {
      200: z.array(addressSuggestionSchema),
      400: errorBodySchema,
      429: errorBodySchema,
      503: errorBodySchema,
    },
  }),
} as const;
