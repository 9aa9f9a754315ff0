import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The same fake the browser journeys use: places in Nominatim's shape, answered from loopback.
import { startFakeGeocoder } from '../../../../../e2e/support/fake-geocoder.mjs';
import { type Stack, startStack } from '../../testing/stack';

let stack: Stack;
let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  stack = await startStack({ GEOCODER_URL: geocoder.url });
});
afterAll(async () => {
  await stack?.close();
  await geocoder?.close();
});

const search = (q: string) =>
  stack.gateway.inject({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}` });

describe('GET /api/geocode', () => {
  it('answers suggestions as address, lat and lng from the configured geocoder', async () => {
    const res = await search('mission');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        address: '2200 Mission Street, San Francisco, California 94110, United States',
        lat: 37.7599,
        lng: -122.4148,
      },
      { address: '77 Mission Road, Portland, Oregon 97201, United States', lat: 45.5152, lng: -122.6784 },
    ]);
  });

  it('asks the geocoder once for a repeated query (answers are cached)', async () => {
    const before = geocoder.queries.filter((q) => q === 'east 6th').length;
    await search('East 6th');
    await search('east 6th ');
    expect(geocoder.queries.filter((q) => q === 'east 6th').length).toBe(before + 1);
  });

  it('refuses fewer than three characters with a 400 and never asks the geocoder', async () => {
    const asked = geocoder.queries.length;
    const res = await search(' ab ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Type at least 3 characters');
    expect(geocoder.queries.length).toBe(asked);
  });

  it('answers 503 JSON when the geocoder cannot be reached', async () => {
    const down = await startStack({ GEOCODER_URL: 'http://127.0.0.1:9' });
    try {
      const res = await down.gateway.inject({ method: 'GET', url: '/api/geocode?q=anything' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Address search is unavailable right now');
    } finally {
      await down.close();
    }
  });
});
