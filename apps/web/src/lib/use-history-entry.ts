import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface HistoryEntryHandlers {
  /** Back (or anything else) took the overlay's entry away: close it. */
  onBack: () => void;
  /**
   * Forward, or a reload, landed on an entry naming `id`: open it again if it can be (answer true), else it is asked
   * again after the next render (a list still loading).
   */
  onRestore: (id: string) => boolean;
}

const idIn = (state: unknown, key: string) =>
  state && typeof state === 'object' && key in state
    ? String((state as Record<string, unknown>)[key])
    : undefined;

/**
 * An overlay (an inquiry's detail dialog) as a history entry of its own: the same URL, with `key`
 * naming what is open in the entry's state. A phone's Back closes it as it would any screen instead of leaving the
 * page; Forward or a reload opens it again; `drop()`, called when it is closed by hand, takes the entry back off.
 */
export function useHistoryEntry(key: string, handlers: HistoryEntryHandlers) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = useRef(location);
  here.current = location;
  const on = useRef(handlers);
  on.current = handlers;
  // The entry this overlay added: on its way (the navigation has not landed yet), on the stack, or to be taken off
  // as soon as it lands (closed within that moment).
  const entry = useRef<{ id: string; phase: 'pushing' | 'on' | 'dropping' } | null>(null);
  const id = idIn(location.state, key);

  // After every render: the entry may have come or gone, or a list it waits for may have arrived.
  useEffect(() => {
    const mine = entry.current;
    if (id === undefined) {
      if (mine?.phase === 'on') {
        entry.current = null;
        on.current.onBack();
      }
      return;
    }
    if (mine?.id === id) {
      if (mine.phase === 'dropping') {
        entry.current = null;
        void navigate(-1);
      } else mine.phase = 'on';
      return;
    }
    if (on.current.onRestore(id)) entry.current = { id, phase: 'on' };
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
    if (mine?.phase === 'on') {
      entry.current = null;
      void navigate(-1);
    } else if (mine?.phase === 'pushing') mine.phase = 'dropping';
  }, [navigate]);

  return { push, drop };
}
