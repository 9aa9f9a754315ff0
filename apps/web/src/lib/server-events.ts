import { eventEndpoints } from '@inkbook/contracts/event-endpoints';
import type { EventSubject } from '@inkbook/contracts/events';
import { useEffect, useRef } from 'react';
import { urlFor } from './api-client';

/**
 * The browser reconnects by itself after a dropped connection; a refused one (the gateway restarting answers 503)
 * closes the stream for good, so it is opened again after this long.
 */
const REOPEN_MS = 10_000;

/** An event's entity snapshot (its `data`), or undefined when the message does not parse. */
function snapshotOf(raw: string): Record<string, unknown> | undefined {
  try {
    const event = JSON.parse(raw) as { data?: unknown };
    return event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export interface ServerEventsOptions {
  /** The subjects to listen to (the stream names each event after its subject). */
  subjects: readonly EventSubject[];
  /** Called with each event's entity snapshot. */
  onEvent: (subject: EventSubject, snapshot: Record<string, unknown>) => void;
  /**
   * Called on every reconnect (not the first connect), so a screen can refetch what it may have missed while the
   * stream was down. The first connect does not call it: the screen asks for its data as it opens the stream.
   */
  onReconnect: () => void;
}

/**
 * Keeps a screen live from `/api/events` (issues 13 and 14): one stream per screen, opened while it is mounted. The
 * callbacks may change between renders without reopening the stream.
 */
export function useServerEvents({ subjects, onEvent, onReconnect }: ServerEventsOptions) {
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  const subjectList = subjects.join(' ');
  useEffect(() => {
    let source: EventSource | undefined;
    let reopen: number | undefined;
    let connected = false;
    const open = () => {
      // The gateway's Server-Sent Events stream: only events the signed-in user may see (DESIGN §1).
      source = new EventSource(urlFor(eventEndpoints.stream));
      source.addEventListener('open', () => {
        if (connected) handlers.current.onReconnect();
        connected = true;
      });
      for (const subject of subjectList.split(' ') as EventSubject[]) {
        source.addEventListener(subject, (event: MessageEvent<string>) => {
          const snapshot = snapshotOf(event.data);
          if (snapshot) handlers.current.onEvent(subject, snapshot);
        });
      }
      source.addEventListener('error', () => {
        if (source?.readyState === EventSource.CLOSED) reopen = window.setTimeout(open, REOPEN_MS);
      });
    };
    open();
    return () => {
      window.clearTimeout(reopen);
      source?.close();
    };
  }, [subjectList]);
}
