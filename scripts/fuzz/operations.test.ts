import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationsOf, requestsFor } from './operations';

// The request builder must never throw on what the arbitraries draw (a throw there ended a CI run with no request to
// show), and streams are told apart so the random draw can leave them out.
const doc = {
  paths: {
    '/api/things/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/api/events': {
      get: { responses: { '200': { content: { 'text/event-stream': { schema: { type: 'string' } } } } } },
    },
  },
};

describe('fuzz requests', () => {
  it('put any drawn path text in a URL, a lone surrogate as U+FFFD', () => {
    const [things] = operationsOf(doc as never);
    if (!things) throw new Error('no operation');
    const lone = {
      ...things,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { const: 'a\uD800b' } }],
    };
    const [request] = fc.sample(requestsFor(lone as never, ['anonymous'], []), { seed: 1, numRuns: 1 });
    expect(request?.url.startsWith('/api/things/')).toBe(true);
    fc.assert(
      fc.property(requestsFor(things, ['anonymous', 'client'], ['known-id']), (r) => {
        expect(() => decodeURIComponent(r.url)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('mark an answer that never ends as a stream', () => {
    expect(operationsOf(doc as never).map((op) => [op.id, op.streams])).toEqual([
      ['GET /api/things/{id}', false],
      ['GET /api/events', true],
    ]);
  });
});
