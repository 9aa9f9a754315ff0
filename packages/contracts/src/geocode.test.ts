import { describe, expect, it } from 'vitest';
import { geocodeQuerySchema, toSuggestions } from './geocode';

describe('toSuggestions', () => {
  it('maps display_name, lat and lon (strings in Nominatim) to address, lat and lng', () => {
    const rows = [
      { display_name: '1100 East 6th Street, Austin', lat: '30.2672', lon: '-97.7431', osm_id: 1 },
    ];
    expect(toSuggestions(rows)).toEqual([
      { address: '1100 East 6th Street, Austin', lat: 30.2672, lng: -97.7431 },
    ]);
  });

  it('drops rows without a name or usable coordinates and keeps at most five', () => {
    const good = (n: number) => ({ display_name: `Place ${n}`, lat: String(n), lon: String(-n) });
    const rows = [
      { lat: '1', lon: '2' },
      { display_name: 'No coords', lat: 'x', lon: '1' },
      ...[1, 2, 3, 4, 5, 6].map(good),
    ];
    expect(toSuggestions(rows).map((s) => s.address)).toEqual([
      'Place 1',
      'Place 2',
      'Place 3',
      'Place 4',
      'Place 5',
    ]);
  });

  it('reads anything that is not a list as no suggestions', () => {
    expect(toSuggestions({ error: 'Unable to geocode' })).toEqual([]);
    expect(toSuggestions(null)).toEqual([]);
  });
});

describe('geocodeQuerySchema', () => {
  it('needs three characters after trimming', () => {
    expect(geocodeQuerySchema.safeParse({ q: '  ab ' }).success).toBe(false);
    expect(geocodeQuerySchema.parse({ q: ' abc ' })).toEqual({ q: 'abc' });
  });
});
