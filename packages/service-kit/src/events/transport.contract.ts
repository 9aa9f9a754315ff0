import { randomInt, randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@inkbook/contracts/events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventTransport, Subscription } from './transport';

/** Polls `check` until it holds (async checks allowed); fails with `what` after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A subject token no other test uses (subjects only allow `[a-z-]`), so tests sharing a stream stay apart. */
export function uniqueToken(): string {
  return `t${Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
}

export function makeEvent(subject: string, data: Record<string, unknown> = {}): EventEnvelope {
  return { id: randomUUID(), subject, occurredAt: new Date().toISOString(), data };
}

function collector() {
  const events: EventEnvelope[] = [];
  return {
    events,
    ids: () => events.map((e) => e.id),
    handle: async (event: EventEnvelope) => {
      events.push(event);
    },
  };
}

/**
 * The behaviour every `EventTransport` promises (NATS JetStream and the in-process bus run the same suite).
 * `create` returns a connected transport; each test gets its own and closes it.
 */
export function describeTransportContract(name: string, create: () => Promise<EventTransport>) {
  describe(`${name} transport contract`, () => {
    let transport: EventTransport;
    let subs: Subscription[] = [];
    let t: string;

    const consume = async (
      durable: string,
      subjects: string[],
      handle: (e: EventEnvelope) => Promise<void>,
    ) => {
      const sub = await transport.consume({ durable, subjects, handle });
      subs.push(sub);
      return sub;
    };

    beforeEach(async () => {
      transport = await create();
      subs = [];
      t = uniqueToken();
    });

    afterEach(async () => {
      await Promise.all(subs.map((s) => s.stop()));
      await transport.close();
    });

    it('delivers published events to a consumer, in order, with their content', async () => {
      const got = collector();
      await consume(`${t}-a`, [`catalog.${t}.*`], got.handle);
      const events = [
        makeEvent(`catalog.${t}.created`, { n: 1, nested: { name: 'Ada' } }),
        makeEvent(`catalog.${t}.updated`, { n: 2 }),
        makeEvent(`catalog.${t}.deleted`, { n: 3 }),
      ];
      for (const e of events) await transport.publish(e);
      await waitFor(() => got.events.length >= 3, 'three events');
      expect(got.events).toEqual(events);
    });

    it('delivers events published before the durable consumer subscribed', async () => {
      const before = [makeEvent(`claims.${t}.created`), makeEvent(`claims.${t}.verified`)];
      for (const e of before) await transport.publish(e);
      const got = collector();
      await consume(`${t}-late`, [`claims.${t}.*`], got.handle);
      await waitFor(() => got.events.length >= 2, 'the earlier events');
      const after = makeEvent(`claims.${t}.updated`);
      await transport.publish(after);
      await waitFor(() => got.events.length >= 3, 'the later event');
      expect(got.ids()).toEqual([...before.map((e) => e.id), after.id]);
    });

    it('delivers an event id only once however often it is published', async () => {
      const got = collector();
      await consume(`${t}-dup`, [`inquiries.${t}.*`], got.handle);
      const event = makeEvent(`inquiries.${t}.created`, { v: 1 });
      await transport.publish(event);
      await transport.publish(event);
      await transport.publish({ ...event, data: { v: 2 } });
      const marker = makeEvent(`inquiries.${t}.updated`);
      await transport.publish(marker);
      await waitFor(() => got.ids().includes(marker.id), 'the marker');
      await sleep(100);
      expect(got.ids()).toEqual([event.id, marker.id]);
      expect(got.events[0]?.data).toEqual({ v: 1 });
    });

    it('delivers an event again after its handler rejected, without holding back the others', async () => {
      const failing = makeEvent(`auth.${t}.created`);
      const other = makeEvent(`auth.${t}.linked`);
      const attempts: string[] = [];
      const done: string[] = [];
      await consume(`${t}-retry`, [`auth.${t}.*`], async (e) => {
        attempts.push(e.id);
        if (e.id === failing.id && attempts.filter((id) => id === failing.id).length < 3) {
          throw new Error('database is down');
        }
        done.push(e.id);
      });
      await transport.publish(failing);
      await transport.publish(other);
      await waitFor(() => done.includes(failing.id), 'the retried event', 8_000);
      expect(attempts.filter((id) => id === failing.id)).toHaveLength(3);
      expect(done).toContain(other.id);
      expect(done.filter((id) => id === failing.id)).toHaveLength(1);
    });

    it('gives every durable every event', async () => {
      const a = collector();
      const b = collector();
      await consume(`${t}-one`, [`catalog.${t}.>`], a.handle);
      await consume(`${t}-two`, [`catalog.${t}.>`], b.handle);
      const events = [makeEvent(`catalog.${t}.created`), makeEvent(`catalog.${t}.updated`)];
      for (const e of events) await transport.publish(e);
      await waitFor(() => a.events.length >= 2 && b.events.length >= 2, 'both durables');
      await sleep(50);
      expect(a.ids()).toEqual(events.map((e) => e.id));
      expect(b.ids()).toEqual(events.map((e) => e.id));
    });

    it('shares the events of one durable between its consume calls (replicas)', async () => {
      const seen: string[] = [];
      const handle = async (e: EventEnvelope) => {
        seen.push(e.id);
      };
      await consume(`${t}-shared`, [`design-ai.${t}.*`], handle);
      await consume(`${t}-shared`, [`design-ai.${t}.*`], handle);
      const events = Array.from({ length: 12 }, (_, i) => makeEvent(`design-ai.${t}.created`, { i }));
      for (const e of events) await transport.publish(e);
      await waitFor(() => seen.length >= 12, 'twelve events');
      await sleep(100);
      expect([...seen].sort()).toEqual(events.map((e) => e.id).sort());
    });

    it('resumes a durable where it stopped', async () => {
      const first = collector();
      const sub = await consume(`${t}-resume`, [`catalog.${t}.*`], first.handle);
      const e1 = makeEvent(`catalog.${t}.created`);
      await transport.publish(e1);
      await waitFor(() => first.events.length >= 1, 'the first event');
      await sub.stop();
      const e2 = makeEvent(`catalog.${t}.updated`);
      await transport.publish(e2);
      await sleep(100);
      expect(first.ids()).toEqual([e1.id]);
      const second = collector();
      await consume(`${t}-resume`, [`catalog.${t}.*`], second.handle);
      await waitFor(() => second.events.length >= 1, 'the event published while stopped');
      await sleep(50);
      expect(second.ids()).toEqual([e2.id]);
    });

    it('stop lets the event in hand finish and acknowledges it (a stopping replica hands over nothing twice)', async () => {
      let release: (() => void) | undefined;
      const finished: string[] = [];
      const sub = await consume(`${t}-hand`, [`catalog.${t}.*`], async (event) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished.push(event.id);
      });
      const inHand = makeEvent(`catalog.${t}.created`);
      await transport.publish(inHand);
      await waitFor(() => release !== undefined, 'the handler to hold the event');
      let stopped = false;
      const stopping = sub.stop().then(() => {
        stopped = true;
      });
      await sleep(100);
      expect(stopped).toBe(false);
      release?.();
      await stopping;
      expect(finished).toEqual([inHand.id]);
      const next = collector();
      await consume(`${t}-hand`, [`catalog.${t}.*`], next.handle);
      await sleep(300);
      expect(next.ids()).toEqual([]);
    });

    it('listen sees only events published after it started, on its subjects', async () => {
      const old = makeEvent(`catalog.${t}.created`);
      await transport.publish(old);
      const heard: EventEnvelope[] = [];
      const sub = await transport.listen([`catalog.${t}.*`], (e) => heard.push(e));
      subs.push(sub);
      const elsewhere = makeEvent(`claims.${t}.created`);
      const fresh = makeEvent(`catalog.${t}.updated`, { live: true });
      await transport.publish(elsewhere);
      await transport.publish(fresh);
      await waitFor(() => heard.length >= 1, 'the live event');
      await sleep(50);
      expect(heard).toEqual([fresh]);
      await sub.stop();
      await transport.publish(makeEvent(`catalog.${t}.deleted`));
      await sleep(100);
      expect(heard).toHaveLength(1);
    });

    it('a consumer gets nothing from subjects it did not ask for', async () => {
      const got = collector();
      await consume(`${t}-filter`, [`catalog.${t}.created`, `claims.${t}.verified`], got.handle);
      await transport.publish(makeEvent(`catalog.${t}.updated`));
      await transport.publish(makeEvent(`claims.${t}.created`));
      await transport.publish(makeEvent(`inquiries.${t}.created`));
      const wanted = [makeEvent(`catalog.${t}.created`), makeEvent(`claims.${t}.verified`)];
      for (const e of wanted) await transport.publish(e);
      await waitFor(() => got.events.length >= 2, 'the matching events');
      await sleep(100);
      expect(got.ids()).toEqual(wanted.map((e) => e.id));
    });

    it('rejects publishing after close', async () => {
      const other = await create();
      await other.close();
      expect(other.isConnected()).toBe(false);
      await expect(other.publish(makeEvent(`catalog.${t}.created`))).rejects.toThrow();
    });
  });
}
