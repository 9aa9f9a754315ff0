import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface HistoryEntryHandlers {
  /** Back (or anything else) took the overlay's entry away: close it. */
  onBack: () => void;
  /**
   * Forward, or a reload, landed on an entry naming `id` (or a link named it, `fromLink`): open it if it can be
   * (answer true), else it is asked again after the next render (a list still loading).
   */
  onRestore: (id: string, fromLink: boolean) => boolean;
}

const idIn = (state: unknown, key: string) =>
  state && typeof state === 'object' && key in state
    ? String((state as Record<string, unknown>)[key])
    : undefined;

/**
 * An overlay (an inquiry's detail dialog) as a history entry of its own: the same URL, with `key`
 * naming what is open in the entry's state. A phone's Back closes it as it would any screen instead of leaving the
 * page; Forward or a reload opens it again; `drop()`, called when it is closed by hand, takes the entry back off.
 * A link may open it too, naming it in the URL's `param` (a notification's `/dashboard?inquiry=…`): that entry is the
 * page the person came to, so closing it by hand takes the parameter off in place rather than going back.
 */
export function useHistoryEntry(key: string, handlers: HistoryEntryHandlers, param?: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = useRef(location);
  here.current = location;
  const on = useRef(handlers);
  on.current = handlers;
  // The entry this overlay added: on its way (the navigation has not landed yet), on the stack, or to be taken off
  // as soon as it lands (closed within that moment).
  const entry = useRef<{ id: string; phase: 'pushing' | 'on' | 'dropping'; fromLink?: boolean } | null>(null);
  const stateId = idIn(location.state, key);
  const linkedId = (param && new URLSearchParams(location.search).get(param)) || undefined;
  const id = stateId ?? linkedId;
  const fromLink = stateId === undefined && linkedId !== undefined;

  // After every render: the entry may have come or gone, or a list it waits for may have arrived.
  useEffect(() => {
    const mine = entry.current;
    if (id === undefined) {
      if (mine?.phase === 'on') {
        entry.current = null;
        on.current.onBack();
      } else if (mine?.fromLink) entry.current = null;
      return;
    }
    if (mine?.id === id) {
      // A link's entry stays as it is, open or on its way off the address (`drop`).
      if (mine.fromLink) return;
      if (mine.phase === 'dropping') {
        entry.current = null;
        void navigate(-1);
      } else mine.phase = 'on';
      return;
    }
    if (on.current.onRestore(id, fromLink)) entry.current = { id, phase: 'on', fromLink };
  });

  const push = useCallback(
    (opened: string) => {
      const { pathname, search, hash, state } = here.current;
      const base = state && typeof state === 'object' ? state : {};
      entry.current = { id: opened, phase: 'pushing' };
      void navigate(
        { pathname, search, hash },
        { state: { ...base, [key]: opened }, preventScrollReset: true },
      );
    },
    [key, navigate],
  );

  const drop = useCallback(() => {
    const mine = entry.current;
    if (mine?.fromLink && param) {
      mine.phase = 'dropping';
      const { pathname, search, hash, state } = here.current;
      const rest = new URLSearchParams(search);
      rest.delete(param);
      const query = rest.toString();
      void navigate(
        { pathname, search: query ? `?${query}` : '', hash },
        { replace: true, state, preventScrollReset: true },
      );
    } else if (mine?.phase === 'on') {
      entry.current = null;
      void navigate(-1);
    } else if (mine?.phase === 'pushing') mine.phase = 'dropping';
  }, [navigate, param]);

  return { push, drop };
}
