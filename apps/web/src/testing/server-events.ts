import { vi } from 'vitest';

/**
 * Replaces EventSource for one test (restored after it: `unstubGlobals`) with one the test drives: `emit` sends an
 * event of a subject with its entity snapshot to every open stream, as the gateway does over `/api/events`.
 */
export function stubServerEvents() {
  const open = new Set<FakeEventSource>();
  class FakeEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readyState = FakeEventSource.OPEN;
    constructor(readonly url: string) {
      super();
      open.add(this);
    }
    close() {
      this.readyState = FakeEventSource.CLOSED;
      open.delete(this);
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    /** How many streams the page holds open. */
    openCount: () => open.size,
    emit(subject: string, data: Record<string, unknown>) {
      const message = new MessageEvent(subject, { data: JSON.stringify({ subject, data }) });
      for (const source of open) source.dispatchEvent(message);
    },
  };
}
