import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertSameOrigin } from './origin-guard';

// The origin guard lets a webmail's cross-site one-click unsubscribe (RFC 8058) through, on exactly its path, and
// keeps refusing every other cross-site state change.

const ONE_CLICK = '/api/notifications/unsubscribe/one-click';
const crossSite = { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' };

const request = (method: string, url: string, headers: Record<string, string> = crossSite) =>
  ({ method, url, headers, protocol: 'https', host: 'inkbook.test' }) as unknown as FastifyRequest;

describe('the origin guard', () => {
  it.each([
    ['the one-click POST with its token', 'POST', `${ONE_CLICK}?token=a.b`],
    ['the one-click POST without a query', 'POST', ONE_CLICK],
    ['a same-origin POST', 'POST', '/api/login', { origin: 'https://inkbook.test' }],
    ['a cross-site GET', 'GET', '/api/artists'],
  ])('lets %s through', (_what, method, url, headers?: Record<string, string>) => {
    expect(() => assertSameOrigin(request(method, url, headers), [])).not.toThrow();
  });

  it.each([
    ['the page’s JSON unsubscribe', 'POST', '/api/notifications/unsubscribe'],
    ['a longer path under the one-click one', 'POST', `${ONE_CLICK}/more`],
    ['the one-click path with another method', 'PUT', ONE_CLICK],
    ['a path that only starts like it', 'POST', `${ONE_CLICK}x?token=a.b`],
    ['preferences', 'PUT', '/api/notifications/preferences'],
    ['sign-in', 'POST', '/api/login'],
  ])('refuses %s cross-site', (_what, method, url) => {
    expect(() => assertSameOrigin(request(method, url), [])).toThrow('Cross-site requests are not allowed');
    expect(() => assertSameOrigin(request(method, url, { origin: 'https://mail.example' }), [])).toThrow(
      'Cross-site requests are not allowed',
    );
  });
});
