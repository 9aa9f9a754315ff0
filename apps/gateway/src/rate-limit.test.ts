import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import { readGatewayConfig } from './config';
import { perMinute } from './rate-limit';

describe('a counter of requests per minute', () => {
  it('lets `max` requests through in a window and answers the time left of it for the next', () => {
    const limit = perMinute(2);
    expect(limit.hit('10.0.0.1', 1_000)).toBe(0);
    expect(limit.hit('10.0.0.1', 21_000)).toBe(0);
    expect(limit.hit('10.0.0.1', 31_000)).toBe(30_000);
    expect(limit.hit('10.0.0.1', 60_999)).toBe(1);
    // Another address has a window of its own.
    expect(limit.hit('10.0.0.2', 31_000)).toBe(0);
  });

  it('starts counting again once the window that began at the first request has passed', () => {
    const limit = perMinute(1);
    expect(limit.hit('10.0.0.1', 0)).toBe(0);
    expect(limit.hit('10.0.0.1', 59_999)).toBe(1);
    expect(limit.hit('10.0.0.1', 60_000)).toBe(0);
    expect(limit.hit('10.0.0.1', 60_001)).toBe(59_999);
  });

  it('forgets the address seen least recently when it holds as many as it may', () => {
    const limit = perMinute(1, 2);
    limit.hit('a', 0);
    limit.hit('b', 0);
    expect(limit.hit('a', 1)).toBeGreaterThan(0); // a is now the most recent
    limit.hit('c', 2); // b goes
    expect(limit.hit('a', 3)).toBeGreaterThan(0);
    expect(limit.hit('b', 3)).toBe(0);
  });

  it('keeps an address that asks again and again the most recent', () => {
    const limit = perMinute(2, 2);
    limit.hit('a', 0);
    limit.hit('b', 0);
    limit.hit('b', 1);
    limit.hit('c', 2); // a goes
    expect(limit.hit('b', 3)).toBeGreaterThan(0);
    expect(limit.hit('a', 3)).toBe(0);
  });
});

// The gateway with no services behind it (their answers are 503s) and a web build, at 2 requests a minute.
let app: FastifyInstance;
const webDist = mkdtempSync(join(tmpdir(), 'inkbook-limits-'));
beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  const nowhere = 'http://127.0.0.1:9';
  app = await buildGateway(
    readGatewayConfig({
      INTERNAL_SECRET: TEST_SECRET,
      AUTH_URL: nowhere,
      CATALOG_URL: nowhere,
      GEOCODER_URL: nowhere,
      WEB_DIST: webDist,
      RATE_LIMIT_PER_MINUTE: '2',
      GEOCODE_RATE_LIMIT_PER_MINUTE: '1',
      LOG_LEVEL: 'silent',
    }),
  );
});
afterAll(async () => {
  await app?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html' } });

describe("the gateway's limits", () => {
  it('answer the third API request a minute with a 429 in the error shape, with the limit headers on it alone', async () => {
    const first = await get('/api/auth/me', '10.5.0.1');
    expect(first.statusCode).toBe(503);
    expect(first.headers['x-ratelimit-limit']).toBeUndefined();
    // Another API route shares the count.
    expect((await get('/api/artists', '10.5.0.1')).statusCode).toBe(503);
    const refused = await get('/api/auth/me', '10.5.0.1');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(59);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(seconds),
      'x-content-type-options': 'nosniff',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(refused.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    const message = `Too many requests. Please try again in ${seconds} seconds.`;
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message }, message });
    expect((await get('/api/auth/me', '10.5.0.2')).statusCode).toBe(503);
  });

  it.each([
    ['media', '/media/some.webp', '10.5.1.1'],
    ['a rendered profile page', '/artist/some-handle', '10.5.1.2'],
    ['a list page', '/artists?q=ink', '10.5.1.3'],
  ])('count %s apart from the API', async (_label, url, address) => {
    for (let i = 0; i < 2; i++) expect((await get('/api/auth/me', address)).statusCode).toBe(503);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(url, address)).statusCode);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });

  it('count the address search on its own limit, and leave other pages alone', async () => {
    expect((await get('/api/geocode?q=mission', '10.5.2.1')).statusCode).toBe(503);
    expect((await get('/api/geocode?q=mission', '10.5.2.1')).statusCode).toBe(429);
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push((await get('/about', '10.5.2.1')).statusCode);
    expect(pages).toEqual([200, 200, 200, 200]);
  });
});
