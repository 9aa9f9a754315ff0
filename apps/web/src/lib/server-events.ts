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

type Handlers = Pick<ServerEventsOptions, 'onEvent' | 'onReconnect'>;

/** One mounted `useServerEvents`: the subjects it listens to and its latest callbacks. */
interface Listener {
  subjects: ReadonlySet<string>;
  handlers: { current: Handlers };
}

/**
 * The page's one stream, shared by every mounted listener (the navbar's bell and a dashboard): the gateway allows a
 * session only a few open streams, one a tab is what it counts on. Opened with the first listener, closed with the
 * last.
 */
interface SharedStream {
  source: EventSource;
  /** The subjects the source has a handler for; each handler passes its events to the listeners that want them. */
  heard: Set<string>;
  /** Once connected, every later open is a reconnect. */
  connected: boolean;
  reopen: number | undefined;
}

const listeners = new Set<Listener>();
let stream: SharedStream | undefined;

function hear(shared: SharedStream, subject: string) {
  if (shared.heard.has(subject)) return;
  shared.heard.add(subject);
  shared.source.addEventListener(subject, (event: MessageEvent<string>) => {
    const snapshot = snapshotOf(event.data);
    if (!snapshot) return;
    for (const listener of listeners)
      if (listener.subjects.has(subject))
        listener.handlers.current.onEvent(subject as EventSubject, snapshot);
  });
}

function openStream(connected = false): SharedStream {
  // The gateway's Server-Sent Events stream: only events the signed-in user may see (DESIGN §1).
  const shared: SharedStream = {
    source: new EventSource(urlFor(eventEndpoints.stream)),
    heard: new Set(),
    connected,
    reopen: undefined,
  };
  shared.source.addEventListener('open', () => {
    if (shared.connected) for (const listener of listeners) listener.handlers.current.onReconnect();
    shared.connected = true;
  });
  shared.source.addEventListener('error', () => {
    if (shared.source.readyState !== EventSource.CLOSED) return;
    shared.reopen = window.setTimeout(() => {
      if (stream !== shared) return;
      stream = openStream(shared.connected);
      for (const listener of listeners) for (const subject of listener.subjects) hear(stream, subject);
    }, REOPEN_MS);
  });
  return shared;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  stream ??= openStream();
  for (const subject of listener.subjects) hear(stream, subject);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !stream) return;
    window.clearTimeout(stream.reopen);
    stream.source.close();
    stream = undefined;
  };
}

/**
 * Keeps a screen live from `/api/events` (issues 13, 14 and 22), while it is mounted, over the page's one shared
 * stream. The callbacks may change between renders without reopening anything.
 */
export function useServerEvents({ subjects, onEvent, onReconnect }: ServerEventsOptions) {
  const handlers = useRef<Handlers>({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  const subjectList = subjects.join(' ');
  useEffect(() => subscribe({ subjects: new Set(subjectList.split(' ')), handlers }), [subjectList]);
}
