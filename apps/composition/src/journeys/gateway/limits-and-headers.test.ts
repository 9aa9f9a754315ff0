import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The same fake the browser journeys use: places in Nominatim's shape, answered from loopback.
import { startFakeGeocoder } from '../../../../../e2e/support/fake-geocoder.mjs';
import { type Stack, startStack } from '../../testing/stack';

// Rate limits beyond /api/* and the headers every answer carries, with small limits so a few requests show them.
let stack: Stack;
let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  stack = await startStack({
    GEOCODER_URL: geocoder.url,
    RATE_LIMIT_PER_MINUTE: '3',
    GEOCODE_RATE_LIMIT_PER_MINUTE: '2',
    GEOCODER_INTERVAL_MS: '300',
    TRUST_PROXY: 'true',
  });
});
afterAll(async () => {
  await stack?.close();
  await geocoder?.close();
});

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  stack.gateway.inject({ method: 'GET', url, remoteAddress, headers });

async function codes(url: string, remoteAddress: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await get(url, remoteAddress)).statusCode);
  return statuses;
}

describe('rate limits beyond /api', () => {
  it.each([
    ['an artist profile page', '/artist/some-handle', '10.1.0.1'],
    ['an artist search page', '/artists?q=ink', '10.1.1.1'],
    ['media', '/media/no-such-image.webp', '10.1.2.1'],
  ])('limit %s per address', async (_label, url, address) => {
    const statuses = await codes(url, address, 4);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await get(url, '10.1.0.2')).statusCode).not.toBe(429);
  });

  it('leave other pages alone', async () => {
    expect(await codes('/about', '10.1.0.3', 5)).not.toContain(429);
  });
});

describe('address search', () => {
  it('is limited per address', async () => {
    expect(await codes('/api/geocode?q=mission', '10.2.0.1', 3)).toEqual([200, 200, 429]);
    expect((await get('/api/geocode?q=mission', '10.2.0.2')).statusCode).toBe(200);
  });

  it('asks the geocoder at its pace, once per query, whoever asks', async () => {
    const asked = geocoder.queries.length;
    const started = Date.now();
    const answers = await Promise.all(
      ['ink lane', 'ink lane', 'portland', 'austin'].map((q, i) =>
        get(`/api/geocode?q=${encodeURIComponent(q)}`, `10.3.0.${i}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(geocoder.queries.length).toBe(asked + 3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect((await get('/api/geocode?q=portland', '10.3.0.9')).statusCode).toBe(200);
    expect(geocoder.queries.length).toBe(asked + 3);
  });
});

describe('headers', () => {
  it('deny unused browser features on pages, and geolocation to all but our own (Near me)', async () => {
    const page = await get('/about', '10.4.0.1');
    expect(page.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(page.headers['permissions-policy']).toMatch(/geolocation=\(self\)/);
  });

  it('send HSTS only over TLS (here: X-Forwarded-Proto from a trusted proxy)', async () => {
    expect((await get('/api/auth/me', '10.4.0.2')).headers['strict-transport-security']).toBeUndefined();
    const tls = await get('/api/auth/me', '10.4.0.2', { 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it.each([
    ['a path segment over the router’s limit', `/api/studio/${'x'.repeat(200)}/artist-inquiries`, 414],
    // The probe's finds: a service's parameter under a proxied prefix, which the service answered itself.
    ['an artist handle of 5 KB', `/api/artists/${'x'.repeat(5000)}`, 414],
    ['an artist id of 5 KB', `/api/inquiries/artist/${'x'.repeat(5000)}/stats`, 414],
    ['a segment just over the limit', `/api/artists/${'x'.repeat(101)}`, 414],
    ['a page path of 5 KB', `/artist/${'x'.repeat(5000)}`, 414],
    ['a path of many short segments past 2 KB', `/api/artists/${'xxxx/'.repeat(500)}`, 414],
    ['a URL that does not decode', '/api/artists/%E0%A4%Azzq', 400],
  ])('answer %s in the error shape without echoing the path', async (_label, url, status) => {
    const res = await get(url, '10.4.0.3');
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code: 'bad_request' }, message: expect.any(String) });
    expect(res.body).not.toMatch(/xxxx|zzq/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
