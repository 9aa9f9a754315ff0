import { artistApplication } from '@inkbook/catalog/testing';
import { errorBodySchema } from '@inkbook/contracts/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, signInAdmin, startStack } from '../../testing/stack';

// Issue 11: bounded inputs, through the gateway. Oversized text is refused (never stored and served back), and a
// NUL byte or undecodable percent-encoding in a query or path is a 400 in the one error shape, never a 500.
let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await signInAdmin(stack);
});
afterAll(() => stack?.close());

const get = (url: string) => stack.gateway.inject({ method: 'GET', url, headers: { cookie: admin } });

/** A 400 in the one error shape (DESIGN §6), with `message`; returns the per-field messages if any. */
function expectRefused(res: LightMyRequestResponse, message: string | RegExp) {
  expect(res.statusCode, res.body).toBe(400);
  const body = errorBodySchema.parse(res.json());
  expect(body.message).toMatch(message);
  expect(body.error.message).toBe(body.message);
  return body.error.fields ?? {};
}

const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);

describe('text lengths', () => {
  it('refuses a 5 MB artist name and location in an application (400: under the body limit), storing nothing', async () => {
    const body = await artistApplication({ artistName: FIVE_MB, location: FIVE_MB });
    const res = await stack.gateway.inject({ method: 'POST', url: '/api/artists', payload: body });
    expect(expectRefused(res, 'Artist name must be at most 100 characters')).toMatchObject({
      artistName: 'Artist name must be at most 100 characters',
      location: 'Location must be at most 200 characters',
    });
    expect((await get('/api/admin/artists')).json().total).toBe(0);
  });

  it('refuses a 5 MB location in an admin edit, and keeps the stored one', async () => {
    const applied = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artists',
      payload: await artistApplication(),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const { id, location } = applied.json();
    const res = await stack.gateway.inject({
      method: 'PUT',
      url: `/api/admin/artists/${id}`,
      headers: { cookie: admin },
      payload: { location: FIVE_MB },
    });
    expect(expectRefused(res, 'Location must be at most 200 characters')).toEqual({
      location: 'Location must be at most 200 characters',
    });
    const stored = (await get('/api/admin/artists')).json().items.find((a: { id: string }) => a.id === id);
    expect(stored.location).toBe(location);
  });

  it('answers 413 where 5 MB is past the route’s body limit (sign-in takes 1 MB)', async () => {
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `${FIVE_MB}@example.com`, password: 'secret' },
    });
    expect(res.statusCode).toBe(413);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('payload_too_large');
  });
});

describe('NUL bytes', () => {
  it.each([
    ['/api/artists?q=%00', 'Search contains characters that are not allowed'],
    ['/api/artists?style=a%00', 'Style contains characters that are not allowed'],
    ['/api/studios?q=%00', 'Search contains characters that are not allowed'],
    ['/api/studios?specialization=%00', 'Specialization contains characters that are not allowed'],
    ['/api/artists/search?q=ab%00', 'Search contains characters that are not allowed'],
    ['/api/admin/artists?q=%00', 'Search contains characters that are not allowed'],
    ['/api/admin/studios?q=%00', 'Search contains characters that are not allowed'],
    ['/api/geocode?q=abc%00', 'Address search contains characters that are not allowed'],
    ['/api/artists/%00', 'Handle contains characters that are not allowed'],
    ['/api/artists/maya%00', 'Handle contains characters that are not allowed'],
    ['/api/studios/%00', 'Handle contains characters that are not allowed'],
    [
      '/api/check-handle?instagramHandle=%00',
      'Instagram handles use letters, numbers, periods and underscores (30 at most)',
    ],
    ['/api/download-image?url=%2Fmedia%2F%00', 'url contains characters that are not allowed'],
  ])('GET %s is a 400 saying what is wrong', async (url, message) => {
    expectRefused(await get(url), message);
  });

  it('in a body is a 400 naming the field', async () => {
    const body = await artistApplication({
      artistName: 'Maya\u0000Stone',
      bio: 'Fine line\u0000work in Austin.',
    });
    const res = await stack.gateway.inject({ method: 'POST', url: '/api/artists', payload: body });
    expect(expectRefused(res, /contains characters that are not allowed/)).toMatchObject({
      artistName: 'Artist name contains characters that are not allowed',
      bio: 'Bio contains characters that are not allowed',
    });
  });
});

describe('invalid percent-encoding', () => {
  it.each([
    '/api/artists?q=%ff',
    '/api/artists?q=%E0%A4%A',
    '/api/artists?q=100%',
    '/api/studios?specialization=%C3',
    '/api/artists/search?q=%ff%ff',
    '/api/check-handle?instagramHandle=%ff',
    '/api/admin/artists?q=%E0%A4%A',
    '/api/artists/%ff',
    '/api/artists/%E0%A4%A',
    '/api/studios/%ff',
    '/api/calendar/..%2F..%2Fetc%2Fpasswd',
    '/api/artists/..%2Fstudios',
    '/api/artists/..%5Cstudios',
    '/api/calendar/%2e%2e%2F%2E%2E%2Fetc',
  ])('GET %s is a 400', async (url) => {
    expectRefused(await get(url), 'The URL is not valid');
  });

  it('answers a query that reads like a climb as the search it is', async () => {
    for (const url of ['/api/artists?q=..%2F..', '/api/download-image?url=..%2F..%2Fetc']) {
      const res = await get(url);
      expect(res.json().message, url).not.toBe('The URL is not valid');
    }
    const search = await get('/api/artists?q=..%2F..');
    expect(search.statusCode).toBe(200);
    expect(search.json().items).toEqual([]);
  });

  it('leaves pages to read such a query as the browser does (they ask the API again with clean text)', async () => {
    const page = await stack.gateway.inject({ method: 'GET', url: '/artists?q=%ff' });
    expect(page.statusCode).not.toBe(400);
    expect(page.statusCode).toBe((await stack.gateway.inject({ method: 'GET', url: '/artists' })).statusCode);
  });
});
