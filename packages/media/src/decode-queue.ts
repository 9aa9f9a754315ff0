import { badRequest, unavailable } from '@inkbook/service-kit';

export const QUEUE_FULL = 'Too many images are being processed right now. Please try again in a moment.';
const CANCELLED = 'The upload was cancelled';
/** Nobody reads this answer (the client has gone); it only ends the request's work. */
const cancelled = () => badRequest(CANCELLED);

export const assertLive = (signal: AbortSignal | undefined) => {
  if (signal?.aborted) throw cancelled();
};

export interface DecodeQueue {
  /** Runs `work` when a slot is free; 503 at once when the queue is full; leaves the queue when `signal` aborts. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/**
 * Decoding is memory-heavy (a 40-megapixel image is 160 MB of pixels), so only `concurrency` images are decoded
 * at once however many uploads arrive together, and at most `maxQueued` more wait their turn. Past that an
 * upload is refused at once with 503 (the browser retries) instead of waiting behind work that may outlast any
 * client's patience. A client that gives up leaves the queue.
 */
export function createDecodeQueue({
  concurrency,
  maxQueued,
  busyMessage = QUEUE_FULL,
}: {
  concurrency: number;
  maxQueued: number;
  /** The 503's message when the queue is full (other heavy work, e.g. drawing designs, says its own). */
  busyMessage?: string;
}) {
  let running = 0;
  const waiting: { resolve: () => void }[] = [];
  const queue: DecodeQueue = {
    async run(work, signal) {
      assertLive(signal);
      if (running >= concurrency) {
        if (waiting.length >= maxQueued) throw unavailable(busyMessage);
        await new Promise<void>((resolve, reject) => {
          const entry = { resolve };
          waiting.push(entry);
          signal?.addEventListener(
            'abort',
            () => {
              const at = waiting.indexOf(entry);
              if (at < 0) return;
              waiting.splice(at, 1);
              reject(cancelled());
            },
            { once: true },
          );
        });
      }
      running++;
      try {
        return await work();
      } finally {
        running--;
        waiting.shift()?.resolve();
      }
    },
  };
  return queue;
}

/**
 * The process's one queue. 64 waiting is room for a few whole applications at once (a studio may send 20 gallery
 * photos and a logo in one request) while still bounding how far behind the newest upload can fall.
 */
export const decodeQueue = createDecodeQueue({ concurrency: 2, maxQueued: 64 });
