import type { EventEnvelope } from '@inkbook/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestNatsServer, type TestNatsServer } from '../testing/nats-server';
import { createNatsTransport } from './nats-transport';
import type { EventTransport } from './transport';
import { describeTransportContract, makeEvent, sleep, uniqueToken, waitFor } from './transport.contract';

let server: TestNatsServer;

beforeAll(async () => {
  server = await createTestNatsServer();
});

afterAll(async () => {
  await server?.dispose();
});

async function connected(servers = server.url) {
  const transport = createNatsTransport({ servers, redelivery: { initialMs: 100, maxMs: 1_000 } });
  await waitFor(() => transport.isConnected(), 'the NATS connection');
  return transport;
}

describeTransportContract('nats', () => connected());

describe('nats transport', () => {
  it('asks for the copies of the stream NATS_STREAM_REPLICAS names, and says which setting a single server refuses', async () => {
    // A server of its own, whose stream does not exist yet: creating it with three copies is what one server refuses.
    const single = await createTestNatsServer();
    const transport = createNatsTransport({ servers: single.url, streamReplicas: 3 });
    try {
      await waitFor(() => transport.isConnected(), 'the NATS connection');
      await expect(transport.publish(makeEvent('catalog.artist.updated'))).rejects.toThrow(
        /NATS_STREAM_REPLICAS=3 .*at least 3 servers, or set NATS_STREAM_REPLICAS=1/,
      );
    } finally {
      await transport.close();
      await single.dispose();
    }
  });

  it('boots while NATS is down, rejects publishes quickly, and consumes once the server comes up', async () => {
    const later = await createTestNatsServer({ start: false });
    const transport = createNatsTransport({ servers: later.url, reconnectWaitMs: 200 });
    try {
      expect(transport.isConnected()).toBe(false);
      const got: EventEnvelope[] = [];
      await transport.consume({
        durable: 'boot',
        subjects: ['catalog.>'],
        handle: async (e) => void got.push(e),
      });
      const started = Date.now();
      await expect(transport.publish(makeEvent('catalog.artist.updated'))).rejects.toThrow(/not connected/);
      expect(Date.now() - started).toBeLessThan(1_000);

      await later.start();
      await waitFor(() => transport.isConnected(), 'the connection');
      const event = makeEvent('catalog.artist.updated');
      await transport.publish(event);
      await waitFor(() => got.length === 1, 'the event');
      expect(got[0]?.id).toBe(event.id);
    } finally {
      await transport.close();
      await later.dispose();
    }
  });

  it('keeps consuming and listening across a server restart (same store)', async () => {
    const own = await createTestNatsServer();
    const transport = createNatsTransport({ servers: own.url, reconnectWaitMs: 200 });
    try {
      await waitFor(() => transport.isConnected(), 'the connection');
      const t = uniqueToken();
      const got: string[] = [];
      const heard: string[] = [];
      await transport.consume({
        durable: 'restart',
        subjects: [`claims.${t}.*`],
        handle: async (e) => void got.push(e.id),
      });
      await transport.listen([`claims.${t}.*`], (e) => heard.push(e.id));
      const before = makeEvent(`claims.${t}.created`);
      await transport.publish(before);
      await waitFor(() => got.length === 1 && heard.length === 1, 'the first event');

      await own.stop();
      await waitFor(() => !transport.isConnected(), 'the disconnect');
      await expect(transport.publish(makeEvent(`claims.${t}.updated`))).rejects.toThrow();
      await own.start();
      await waitFor(() => transport.isConnected(), 'the reconnect', 10_000);

      const after = makeEvent(`claims.${t}.verified`);
      await transport.publish(after);
      await waitFor(
        () => got.includes(after.id) && heard.includes(after.id),
        'the event after the restart',
        10_000,
      );
      await sleep(100);
      expect(got).toEqual([before.id, after.id]);
      expect(heard).toEqual([before.id, after.id]);
    } finally {
      await transport.close();
      await own.dispose();
    }
  });

  it('recreates the stream and the consumer when a server comes back without its store', async () => {
    const own = await createTestNatsServer();
    const transport: EventTransport = createNatsTransport({ servers: own.url, reconnectWaitMs: 200 });
    try {
      await waitFor(() => transport.isConnected(), 'the connection');
      const got: string[] = [];
      await transport.consume({
        durable: 'fresh',
        subjects: ['auth.>'],
        handle: async (e) => void got.push(e.id),
      });
      const first = makeEvent('auth.user.created');
      await transport.publish(first);
      await waitFor(() => got.length === 1, 'the first event');

      await own.dispose(); // stops the server and deletes its store
      await waitFor(() => !transport.isConnected(), 'the disconnect');
      await own.start();
      await waitFor(() => transport.isConnected(), 'the reconnect', 10_000);
      const second = makeEvent('auth.user.linked');
      await waitFor(
        () =>
          transport.publish(second).then(
            () => true,
            () => false,
          ),
        'a publish into the recreated stream',
        10_000,
      );
      await waitFor(() => got.includes(second.id), 'consumption from the recreated consumer', 15_000);
      expect(got).toEqual([first.id, second.id]);
    } finally {
      await transport.close();
      await own.dispose();
    }
  });
});
