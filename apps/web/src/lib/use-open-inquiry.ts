import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Where the open inquiry's id is kept in the history entry the dialog adds. */
const STATE_KEY = 'openInquiry';

const openIdOf = (state: unknown) =>
  state && typeof state === 'object' && STATE_KEY in state
    ? String((state as Record<string, unknown>)[STATE_KEY])
    : undefined;

/**
 * The inquiry open in a detail dialog. The dialog keeps its own copy, updated from each accepted change (`keep`), so
 * it stays put even when the list behind it drops the inquiry; a fresher copy in the list (a live update) wins.
 * `returnFocus` tells the dialog where focus goes on close: back to the card that opened it, or to `fallback` when
 * that card is gone (deleted). `onOpen` (keep it stable) runs as an inquiry opens.
 *
 * An open dialog is a history entry of its own (same URL, the inquiry's id in the entry's state): a phone's Back
 * closes it as it would any screen rather than leaving the dashboard, Forward or a reload opens it again, and
 * closing it any other way takes that entry back off.
 */
export function useOpenInquiry<T extends { id: string }>(
  listed: readonly T[],
  fallback: () => HTMLElement | null,
  onOpen?: (inquiry: T, keep: (inquiry: T) => void) => void,
) {
  const [held, setHeld] = useState<T | null>(null);
  const opener = useRef<Element | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const openId = openIdOf(location.state);
  // Read by the stable `open` below without making it change on every navigation.
  const here = useRef(location);
  here.current = location;
  // The dialog's history entry: being added (the navigation has not landed yet), on the stack, or to be taken off
  // as soon as it lands (closed within that moment).
  const entry = useRef<{ id: string; phase: 'pushing' | 'on' | 'dropping' } | null>(null);

  const keep = useCallback(
    (inquiry: T) => setHeld((current) => (current?.id === inquiry.id ? inquiry : current)),
    [],
  );
  // Stable, so the list's cards (memoised) do not render again when the dialog opens or closes.
  const open = useCallback(
    (inquiry: T) => {
      opener.current = document.activeElement;
      setHeld(inquiry);
      const { pathname, search, hash, state } = here.current;
      const base = state && typeof state === 'object' ? state : {};
      entry.current = { id: inquiry.id, phase: 'pushing' };
      void navigate(
        { pathname, search, hash },
        { state: { ...base, [STATE_KEY]: inquiry.id }, preventScrollReset: true },
      );
      onOpen?.(inquiry, keep);
    },
    [navigate, onOpen, keep],
  );

  useEffect(() => {
    const mine = entry.current;
    if (openId === undefined) {
      // Back (or anything else) took the dialog's entry away: the dialog goes with it.
      if (mine?.phase === 'on') {
        entry.current = null;
        setHeld(null);
      }
      return;
    }
    if (mine?.id === openId && mine.phase === 'dropping') {
      entry.current = null;
      void navigate(-1);
      return;
    }
    if (mine?.id === openId) {
      mine.phase = 'on';
      return;
    }
    // Forward, or a reload, onto an open dialog's entry: open it again once the list has it.
    const again = held ? undefined : listed.find((inquiry) => inquiry.id === openId);
    if (again) {
      entry.current = { id: again.id, phase: 'on' };
      setHeld(again);
    }
  }, [openId, held, listed, navigate]);

  const close = () => {
    setHeld(null);
    const mine = entry.current;
    if (mine?.phase === 'on') {
      entry.current = null;
      void navigate(-1);
    } else if (mine?.phase === 'pushing') mine.phase = 'dropping';
  };

  // Placed here rather than left to the dialog's own return, which was seen to leave focus on the page body after
  // a decision (a focused button disabled mid-request) and an image preview opened inside the dialog.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const card = opener.current;
    if (card instanceof HTMLElement && card.isConnected) card.focus();
    else fallback()?.focus();
  };

  const current = held && (listed.find((inquiry) => inquiry.id === held.id) ?? held);
  return { current, open, keep, close, returnFocus };
}
