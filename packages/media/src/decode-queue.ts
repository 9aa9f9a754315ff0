import { badRequest, unavailable } from '@inkbook/service-kit';

export const QUEUE_FULL = 'Too many images are being processed right now. Please try again in a moment.';
const CANCELLED = 'The upload was cancelled';
/** Nobody reads this answer (the client has gone); it only ends the request's work. */
export const cancelled = () => badRequest(CANCELLED);

export const assertLive = (signal: AbortSignal | undefined) => {
  if (signal?.aborted) throw cancelled();
};

/** Whose work a job is and what it costs (an image's pixels); without them, one shared lane and a cost of 1. */
export interface DecodeJob {
  /** The caller's address: each lane is served in turn, and none may take more than its share. */
  lane?: string | undefined;
  cost?: number | undefined;
}

export interface DecodeQueue {
  /**
   * Runs `work` when its lane's turn comes and the capacity it costs is free; 503 at once when too many wait;
   * leaves the queue when `signal` aborts.
   */
  run<T>(work: () => Promise<T>, signal?: AbortSignal, job?: DecodeJob): Promise<T>;
}

/** What may be in flight at once: jobs, and the sum of their costs. */
interface Capacity {
  concurrency: number;
  budget: number;
  maxQueued: number;
}

interface Waiting {
  cost: number;
  start: () => void;
}

interface Lane {
  waiting: Waiting[];
  running: number;
  cost: number;
  /** When it last started a job (a count of starts); 0 for a lane that has not started one yet. */
  served: number;
}

const fits = (used: { running: number; cost: number }, cost: number, capacity: Capacity) =>
  used.running < capacity.concurrency && used.cost + cost <= capacity.budget;

/**
 * Decoding is memory- and CPU-heavy (a 40-megapixel image is 160 MB of pixels and seconds of work), so what runs at
 * once is bounded by count and by cost (pixels), and the callers are served fairly:
 * - each lane (an address) waits in its own line, and the lines take turns, the one served least recently first
 *   (a new address has not been served at all), so one address's backlog never sits in front of another address's
 *   first image;
 * - one lane may hold at most `lane` of the capacity (fewer jobs and pixels than the whole), so what one address
 *   has running always leaves room for someone else's image to start at once. A job costing more than a lane's
 *   budget runs alone in its lane (its cost counted as the lane's whole budget);
 * - a lane held back only by its own share is passed over; one held back by the whole capacity keeps its turn,
 *   so a large image is not overtaken forever by small ones.
 * Past `maxQueued` waiting (a lane's or everyone's) an upload is refused at once with 503 (the browser retries)
 * instead of waiting behind work that may outlast any client's patience. A client that gives up leaves the queue.
 */
export function createDecodeQueue({
  concurrency,
  maxQueued,
  budget = Number.POSITIVE_INFINITY,
  lane: laneShare = {},
  busyMessage = QUEUE_FULL,
}: {
  concurrency: number;
  maxQueued: number;
  /** The most cost in flight at once (images: pixels); unbounded by default (then only `concurrency` counts). */
  budget?: number;
  /** One lane's share of the capacity; by default the whole of it. */
  lane?: Partial<Capacity>;
  /** The 503's message when the queue is full (other heavy work, e.g. drawing designs, says its own). */
  busyMessage?: string;
}): DecodeQueue {
  const total: Capacity = { concurrency, budget, maxQueued };
  const share: Capacity = { ...total, ...laneShare };
  const inFlight = { running: 0, cost: 0 };
  let queued = 0;
  let starts = 0;
  const lanes = new Map<string, Lane>();

  const laneOf = (name: string) => {
    let lane = lanes.get(name);
    if (!lane) {
      lane = { waiting: [], running: 0, cost: 0, served: 0 };
      lanes.set(name, lane);
    }
    return lane;
  };
  const dropIfIdle = (name: string, lane: Lane) => {
    if (!lane.running && !lane.waiting.length) lanes.delete(name);
  };

  /** The lane whose turn it is and whose next job fits now, if any. */
  function nextLane() {
    const turns = [...lanes.values()]
      .filter((lane) => lane.waiting.length)
      .sort((a, b) => a.served - b.served);
    for (const lane of turns) {
      const cost = lane.waiting[0]?.cost ?? 0;
      if (!fits(lane, cost, share)) continue;
      return fits(inFlight, cost, total) ? lane : undefined;
    }
    return undefined;
  }

  /** Starts what may start now, lane by lane in turn. */
  function pump() {
    for (let lane = nextLane(); lane; lane = nextLane()) {
      const next = lane.waiting.shift();
      queued--;
      lane.served = ++starts;
      next?.start();
    }
  }

  return {
    async run(work, signal, job = {}) {
      assertLive(signal);
      const name = job.lane ?? '';
      const cost = Math.min(job.cost ?? 1, share.budget);
      const lane = laneOf(name);
      await new Promise<void>((resolve, reject) => {
        const entry: Waiting = {
          cost,
          start: () => {
            lane.running++;
            lane.cost += cost;
            inFlight.running++;
            inFlight.cost += cost;
            signal?.removeEventListener('abort', cancel);
            resolve();
          },
        };
        /** Takes the entry out of its line; false when it has already started. */
        const leave = () => {
          const at = lane.waiting.indexOf(entry);
          if (at < 0) return false;
          lane.waiting.splice(at, 1);
          queued--;
          dropIfIdle(name, lane);
          return true;
        };
        function cancel() {
          if (!leave()) return;
          reject(cancelled());
          // Whoever waited behind it may fit now.
          pump();
        }
        lane.waiting.push(entry);
        queued++;
        pump();
        // Only what has to wait counts against the queue's length.
        if ((lane.waiting.length > share.maxQueued || queued > total.maxQueued) && leave())
          return reject(unavailable(busyMessage));
        if (lane.waiting.includes(entry)) signal?.addEventListener('abort', cancel, { once: true });
      });
      try {
        return await work();
      } finally {
        lane.running--;
        lane.cost -= cost;
        inFlight.running--;
        inFlight.cost -= cost;
        dropIfIdle(name, lane);
        pump();
      }
    },
  };
}

const MEGAPIXELS = 1_000_000;

/**
 * The process's one queue for uploaded images, costed in pixels. Three decodes at once and 96 Mpx in flight (about
 * what two 40 Mpx decodes held before); one address at most two decodes and 48 Mpx, so a probe's stream of
 * 6000 × 6000 PNGs decodes one at a time while anyone else's photo starts beside it. 64 waiting per address is room
 * for a few whole applications at once (a studio may send 20 gallery photos and a logo in one request).
 */
export const decodeQueue = createDecodeQueue({
  concurrency: 3,
  budget: 96 * MEGAPIXELS,
  maxQueued: 256,
  lane: { concurrency: 2, budget: 48 * MEGAPIXELS, maxQueued: 64 },
});
