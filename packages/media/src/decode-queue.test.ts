import { describe, expect, it } from 'vitest';
import { createDecodeQueue, type DecodeQueue } from './decode-queue';

// The fair queue (issue 29): lanes (addresses) take turns, costs (pixels) bound what runs, and no lane may take
// the whole capacity. Every job here is held open until the test lets it finish, so what is asserted is the order
// in which jobs start, never how long anything took.

const MPX = 1_000_000;

function jobs(queue: DecodeQueue) {
  const started: string[] = [];
  /** Queues `name` in `lane` at `cost`; it runs until `finish()` is called. */
  const add = (name: string, lane: string, cost = 1) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done = queue.run(
      async () => {
        started.push(name);
        await held;
        return name;
      },
      undefined,
      { lane, cost },
    );
    return {
      done,
      finish: () => {
        release();
        return done;
      },
    };
  };
  // Starting is synchronous inside the queue; the job's own first line runs a microtask later.
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { started, add, settle };
}

describe('the fair decode queue', () => {
  it("starts another address's first image before one address's backlog", async () => {
    const { started, add, settle } = jobs(createDecodeQueue({ concurrency: 1, maxQueued: 10 }));
    const backlog = ['a1', 'a2', 'a3', 'a4'].map((name) => add(name, '10.0.0.1'));
    const other = add('b1', '10.0.0.2');
    await settle();
    expect(started).toEqual(['a1']);

    await backlog[0]?.finish();
    await settle();
    expect(started).toEqual(['a1', 'b1']);
    await other.finish();
    for (const job of backlog.slice(1)) await job.finish();
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it("decodes one address's 36 Mpx images one at a time, and a small image from elsewhere beside them at once", async () => {
    const { started, add, settle } = jobs(
      createDecodeQueue({
        concurrency: 3,
        budget: 96 * MPX,
        maxQueued: 20,
        lane: { concurrency: 2, budget: 48 * MPX },
      }),
    );
    const large = Array.from({ length: 8 }, (_, i) => add(`large${i + 1}`, '10.0.0.1', 36 * MPX));
    const small = add('small', '10.0.0.2', 40 * 40);
    await settle();
    // Nothing has finished: the small one started beside the first large one, not after the eight.
    expect(started).toEqual(['large1', 'small']);
    await small.finish();
    await large[0]?.finish();
    await settle();
    expect(started).toEqual(['large1', 'small', 'large2']);
    for (const job of large.slice(1)) await job.finish();
  });

  it('lets a lane with nothing else running take an image larger than its share, alone', async () => {
    const { started, add, settle } = jobs(
      createDecodeQueue({ concurrency: 3, budget: 96 * MPX, maxQueued: 20, lane: { budget: 48 * MPX } }),
    );
    const huge = add('huge', '10.0.0.1', 80 * MPX);
    const next = add('next', '10.0.0.1', 1);
    const elsewhere = add('elsewhere', '10.0.0.2', 40 * MPX);
    await settle();
    expect(started).toEqual(['huge', 'elsewhere']);
    await huge.finish();
    await settle();
    expect(started).toEqual(['huge', 'elsewhere', 'next']);
    await Promise.all([next.finish(), elsewhere.finish()]);
  });

  it('keeps the turn of a lane held back by the whole capacity, so small images do not overtake it forever', async () => {
    const { started, add, settle } = jobs(createDecodeQueue({ concurrency: 3, budget: 10, maxQueued: 20 }));
    const running = add('x1', 'x', 6);
    const large = add('y1', 'y', 8);
    const small = add('z1', 'z', 1);
    await settle();
    expect(started).toEqual(['x1']);
    await running.finish();
    await settle();
    expect(started).toEqual(['x1', 'y1', 'z1']);
    await Promise.all([large.finish(), small.finish()]);
  });

  it("answers 503 when one address's line is full, and still takes another address's image", async () => {
    const { add } = jobs(
      createDecodeQueue({ concurrency: 1, maxQueued: 10, lane: { maxQueued: 2 }, busyMessage: 'busy' }),
    );
    const queued = ['a1', 'a2', 'a3'].map((name) => add(name, 'a'));
    const refused = add('a4', 'a');
    await expect(refused.done).rejects.toMatchObject({ statusCode: 503, message: 'busy' });
    const other = add('b1', 'b');
    await queued[0]?.finish();
    await expect(other.finish()).resolves.toBe('b1');
    for (const job of queued.slice(1)) await job.finish();
  });

  it('with no room to wait, runs what has a free slot and refuses the rest', async () => {
    const { started, add, settle } = jobs(createDecodeQueue({ concurrency: 1, maxQueued: 0 }));
    const first = add('first', '');
    await expect(add('second', '').done).rejects.toMatchObject({ statusCode: 503 });
    await settle();
    expect(started).toEqual(['first']);
    await first.finish();
  });
});
