import type { EventSubject } from '@inkbook/contracts/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { artistInquiriesKey } from '../api/query-keys';

/** The gateway's Server-Sent Events stream: only events the signed-in user may see (DESIGN §1). */
const EVENTS_PATH = '/api/events';
/** The events the stream names after their subject; the inbox listens to the artist-inquiry ones. */
const SUBJECTS = [
  'inquiries.inquiry.created',
  'inquiries.inquiry.updated',
  'inquiries.inquiry.deleted',
] as const satisfies readonly EventSubject[];
/**
 * The browser reconnects by itself after a dropped connection; a refused one (the gateway restarting answers 503)
 * closes the stream for good, so it is opened again after this long.
 */
const REOPEN_MS = 10_000;

const isAbout = (artistId: string, raw: string) => {
  try {
    const event = JSON.parse(raw) as { data?: { artistId?: unknown } };
    return event.data?.artistId === artistId;
  } catch {
    return false;
  }
};

/**
 * Keeps the artist's inbox and counts live (issue 13 item 4): an inquiry event for this artist (a new one, or a
 * change or delete made in another tab) refetches them, and so does every reconnect, so nothing sent while the
 * stream was down is missed. The first connect does not: the inbox asks for them as it opens the stream. An
 * admin's stream carries every artist's events: only this artist's count.
 */
export function useInquiryEvents(artistId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let reopen: number | undefined;
    let connected = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: artistInquiriesKey(artistId) });
    const onEvent = (event: MessageEvent<string>) => {
      if (isAbout(artistId, event.data)) refresh();
    };
    const open = () => {
      source = new EventSource(EVENTS_PATH);
      source.addEventListener('open', () => {
        if (connected) refresh();
        connected = true;
      });
      for (const subject of SUBJECTS) source.addEventListener(subject, onEvent);
      source.addEventListener('error', () => {
        if (source?.readyState === EventSource.CLOSED) reopen = window.setTimeout(open, REOPEN_MS);
      });
    };
    open();
    return () => {
      window.clearTimeout(reopen);
      source?.close();
    };
  }, [artistId, queryClient]);
}
