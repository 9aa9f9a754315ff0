import { type EventEnvelope, streamSubjects } from '@inkbook/contracts/events';
import type { ConsumerOptions, EventHandler, EventTransport, Subscription } from './transport';
import {
  backoffDelay,
  type EventLogger,
  errorMessage,
  matchesAny,
  parseEnvelope,
  silentLogger,
} from './util';

export interface MemoryTransportOptions {
  logger?: EventLogger;
  /** Redelivery delay after a handler rejected (default 100 ms doubling up to 5 s). */
  redelivery?: { initialMs?: number; maxMs?: number };
}

interface Worker {
  handle: EventHandler;
  stopped: boolean;
  inFlight: Promise<unknown> | undefined;
}

interface Retry {
  event: EventEnvelope;
  dueAt: number;
}

interface Durable {
  subjects: string[];
  /** Index of the next log entry this durable has not looked at yet. */
  cursor: number;
  retries: Retry[];
  attempts: Map<string, number>;
  workers: Worker[];
  nextWorker: number;
  pumping: boolean;
  timer: NodeJS.Timeout | undefined;
}

interface Listener {
  subjects: string[];
  onEvent: (event: EventEnvelope) => void;
}

/**
 * An in-process event bus with JetStream's contract, for the standalone run (every service in one process)
 * and for tests. It lives exactly as long as the process: the log, the durable offsets and the dedup ids are
 * plain memory, so a restart forgets everything (the outbox still holds what was never published, but events
 * already handed over are not replayed to consumers).
 *
 * - an append-only log; a publish of an id already in the log is dropped;
 * - each durable has an offset, starts at the beginning of the log and sees later events too;
 * - one event at a time per durable; `consume` calls sharing a durable take turns (like replicas);
 * - a rejected event is redelivered after a short, growing delay while later events keep flowing;
 * - `listen` only sees events published after it was called.
 */
export function createMemoryTransport(options: MemoryTransportOptions = {}): EventTransport {
  const logger = options.logger ?? silentLogger;
  const initialMs = options.redelivery?.initialMs ?? 100;
  const maxMs = options.redelivery?.maxMs ?? 5_000;
  const log: EventEnvelope[] = [];
  const ids = new Set<string>();
  const durables = new Map<string, Durable>();
  const listeners = new Set<Listener>();
  let closed = false;

  function takeNext(d: Durable): EventEnvelope | undefined {
    const now = Date.now();
    const due = d.retries.findIndex((r) => r.dueAt <= now);
    if (due !== -1) return d.retries.splice(due, 1)[0]?.event;
    while (d.cursor < log.length) {
      const event = log[d.cursor++];
      if (event && matchesAny(d.subjects, event.subject)) return event;
    }
    return undefined;
  }

  function pickWorker(d: Durable): Worker | undefined {
    if (d.workers.length === 0) return undefined;
    const worker = d.workers[d.nextWorker % d.workers.length];
    d.nextWorker = (d.nextWorker + 1) % d.workers.length;
    return worker;
  }

  function scheduleRetry(d: Durable) {
    if (d.timer) clearTimeout(d.timer);
    d.timer = undefined;
    if (closed || d.retries.length === 0 || d.workers.length === 0) return;
    const next = Math.min(...d.retries.map((r) => r.dueAt));
    d.timer = setTimeout(() => kick(d), Math.max(0, next - Date.now()));
  }

  function kick(d: Durable) {
    setImmediate(() => void pump(d));
  }

  async function pump(d: Durable) {
    if (d.pumping) return;
    d.pumping = true;
    try {
      while (!closed) {
        const worker = pickWorker(d);
        if (!worker) break;
        const event = takeNext(d);
        if (!event) break;
        const copy = structuredClone(event);
        const inFlight = Promise.resolve().then(() => worker.handle(copy));
        worker.inFlight = inFlight;
        try {
          await inFlight;
          d.attempts.delete(event.id);
        } catch (err) {
          const attempt = (d.attempts.get(event.id) ?? 0) + 1;
          d.attempts.set(event.id, attempt);
          const delay = backoffDelay(attempt, initialMs, maxMs);
          logger.warn(
            { eventId: event.id, subject: event.subject, attempt, err: errorMessage(err) },
            `event handler failed; redelivering in ${delay} ms`,
          );
          d.retries.push({ event, dueAt: Date.now() + delay });
        } finally {
          worker.inFlight = undefined;
        }
      }
    } finally {
      d.pumping = false;
      scheduleRetry(d);
    }
  }

  return {
    kind: 'memory',

    async publish(event) {
      if (closed) throw new Error('Event transport is closed');
      if (!matchesAny(streamSubjects, event.subject)) {
        throw new Error(`No stream takes subject ${event.subject}`);
      }
      if (ids.has(event.id)) return;
      // A serialisation round trip, as on the wire: later changes to the caller's object do not leak in.
      const stored = JSON.parse(JSON.stringify(event)) as unknown;
      const envelope = parseEnvelope(stored);
      if (!envelope) {
        logger.error({ eventId: event.id, subject: event.subject }, 'dropping an invalid event envelope');
        return;
      }
      ids.add(event.id);
      log.push(envelope);
      for (const d of durables.values()) kick(d);
      for (const l of listeners) {
        if (!matchesAny(l.subjects, envelope.subject)) continue;
        const copy = structuredClone(envelope);
        setImmediate(() => {
          if (!listeners.has(l)) return;
          try {
            l.onEvent(copy);
          } catch (err) {
            logger.error({ err: errorMessage(err), eventId: copy.id }, 'event listener threw');
          }
        });
      }
    },

    async consume({ durable, subjects, handle }: ConsumerOptions): Promise<Subscription> {
      if (closed) throw new Error('Event transport is closed');
      let d = durables.get(durable);
      if (!d) {
        d = {
          subjects,
          cursor: 0,
          retries: [],
          attempts: new Map(),
          workers: [],
          nextWorker: 0,
          pumping: false,
          timer: undefined,
        };
        durables.set(durable, d);
      }
      d.subjects = [...subjects];
      const worker: Worker = { handle, stopped: false, inFlight: undefined };
      d.workers.push(worker);
      kick(d);
      const state = d;
      return {
        async stop() {
          if (worker.stopped) return;
          worker.stopped = true;
          state.workers = state.workers.filter((w) => w !== worker);
          if (state.workers.length === 0 && state.timer) {
            clearTimeout(state.timer);
            state.timer = undefined;
          }
          await worker.inFlight?.catch(() => {});
        },
      };
    },

    async listen(subjects, onEvent) {
      if (closed) throw new Error('Event transport is closed');
      const listener: Listener = { subjects: [...subjects], onEvent };
      listeners.add(listener);
      return {
        async stop() {
          listeners.delete(listener);
        },
      };
    },

    isConnected: () => !closed,

    async close() {
      closed = true;
      listeners.clear();
      const inFlight: Promise<unknown>[] = [];
      for (const d of durables.values()) {
        if (d.timer) clearTimeout(d.timer);
        d.timer = undefined;
        for (const w of d.workers) {
          w.stopped = true;
          if (w.inFlight) inFlight.push(w.inFlight.catch(() => {}));
        }
        d.workers = [];
      }
      await Promise.all(inFlight);
    },
  };
}
