import { describe, expect, it } from 'vitest';
import { createMemoryTransport } from './memory-transport';
import { describeTransportContract, makeEvent, waitFor } from './transport.contract';
import { subjectMatches } from './util';

describeTransportContract('memory', async () =>
  createMemoryTransport({ redelivery: { initialMs: 50, maxMs: 500 } }),
);

describe('memory transport', () => {
  it('rejects subjects no stream takes, like JetStream without a stream', async () => {
    const transport = createMemoryTransport();
    await expect(transport.publish(makeEvent('billing.invoice.created'))).rejects.toThrow(/No stream/);
    await transport.close();
  });

  it('hands consumers a copy: later changes to the published object do not leak in', async () => {
    const transport = createMemoryTransport();
    const event = makeEvent('catalog.artist.updated', { name: 'Ada' });
    await transport.publish(event);
    event.data.name = 'changed';
    const got: unknown[] = [];
    await transport.consume({
      durable: 'copy',
      subjects: ['catalog.>'],
      handle: async (e) => void got.push(e.data),
    });
    await waitFor(() => got.length === 1, 'the event');
    expect(got).toEqual([{ name: 'Ada' }]);
    await transport.close();
  });
});

describe('subjectMatches', () => {
  it.each([
    ['catalog.artist.updated', 'catalog.artist.updated', true],
    ['catalog.artist.*', 'catalog.artist.updated', true],
    ['catalog.*.updated', 'catalog.studio.updated', true],
    ['catalog.>', 'catalog.studio.updated', true],
    ['>', 'catalog.studio.updated', true],
    ['catalog.>', 'catalog', false],
    ['catalog.*', 'catalog.artist.updated', false],
    ['catalog.artist.updated', 'catalog.artist', false],
    ['claims.>', 'catalog.artist.updated', false],
  ])('%s vs %s → %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});
