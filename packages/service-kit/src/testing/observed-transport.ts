import { createMemoryTransport } from '../events/memory-transport';
import type { EventTransport } from '../events/transport';
import { matchesAny } from '../events/util';

export interface ObservedTransport extends EventTransport {
  /**
   * Resolves once every durable consumer reading `subject` has handled the event `eventId` (applied, skipped as
   * a duplicate or parked: its transaction is over). The barrier a test waits on instead of polling or sleeping.
   */
  handled(eventId: string, subject: string): Promise<void>;
}

/** How long a barrier waits before failing the test with the consumers that never got there. */
const BARRIER_TIMEOUT_MS = 10_000;

/**
 * The in-process bus a service under test runs on, watching its consumers: each handler that resolves marks its
 * event handled for its durable, so a test can publish an event and go on only once the service processed it.
 * Events are handled one at a time per durable, in order, so waiting for a later event also waits for every
 * earlier one (how a test shows that something did not happen).
 */
export function createObservedTransport(): ObservedTransport {
  const inner = createMemoryTransport();
  const durables = new Map<string, string[]>();
  const done = new Map<string, Set<string>>();
  const waiters = new Set<() => void>();

  const isHandled = (eventId: string, subject: string) =>
    [...durables].every(
      ([durable, subjects]) => !matchesAny(subjects, subject) || done.get(durable)?.has(eventId),
    );

  return {
    ...inner,
    async consume(options) {
      durables.set(options.durable, options.subjects);
      return inner.consume({
        ...options,
        handle: async (event) => {
          await options.handle(event);
          const seen = done.get(options.durable) ?? new Set<string>();
          done.set(options.durable, seen.add(event.id));
          for (const wake of waiters) wake();
        },
      });
    },
    handled(eventId, subject) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!isHandled(eventId, subject)) return;
          finish();
          resolve();
        };
        const timer = setTimeout(() => {
          finish();
          const waiting = [...durables]
            .filter(([d, subjects]) => matchesAny(subjects, subject) && !done.get(d)?.has(eventId))
            .map(([d]) => d);
          reject(new Error(`${waiting.join(', ')} never handled ${subject} ${eventId}`));
        }, BARRIER_TIMEOUT_MS);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
