import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../testing/stack';

// Issue 27: /api/docs describes everything a caller can get back, the gateway's own routes and answers included,
// so the fuzzer (scripts/fuzz) can hold every answer to it.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(() => stack?.close());

const docs = async () => (await stack.gateway.inject({ method: 'GET', url: '/api/docs' })).json();

describe('/api/docs', () => {
  it('lists the gateway’s own routes, /api/events and /api/geocode', async () => {
    const { paths } = await docs();
    expect(Object.keys(paths['/api/events'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '429', '503']),
    );
    const geocode = paths['/api/geocode'].get;
    expect(geocode.parameters).toEqual([expect.objectContaining({ in: 'query', name: 'q', required: true })]);
    expect(geocode.responses['200'].content['application/json'].schema).toMatchObject({ type: 'array' });
  });

  it('documents the 414 the gateway gives any route a URL too long, and the 413 of any body too large', async () => {
    const { paths } = await docs();
    const long = await stack.gateway.inject({
      method: 'GET',
      url: `/api/bookings/${'x'.repeat(5000)}/calendar.ics`,
    });
    expect(long.statusCode).toBe(414);
    expect(Object.keys(paths['/api/bookings/{id}/calendar.ics'].get.responses)).toContain('414');
    expect(Object.keys(paths['/api/login'].post.responses)).toEqual(
      expect.arrayContaining(['413', '414', '429']),
    );
    expect(Object.keys(paths['/api/auth/me'].get.responses)).not.toContain('413');
  });
});
