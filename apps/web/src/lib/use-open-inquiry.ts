import { useCallback, useRef, useState } from 'react';
import { useHistoryEntry } from './use-history-entry';

/**
 * The inquiry open in a detail dialog. The dialog keeps its own copy, updated from each accepted change (`keep`), so
 * it stays put even when the list behind it drops the inquiry; a fresher copy in the list (a live update) wins.
 * `returnFocus` tells the dialog where focus goes on close: back to the card that opened it, or to `fallback` when
 * that card is gone (deleted). `onOpen` (keep it stable) runs as an inquiry opens. The open dialog is a history
 * entry of its own (`useHistoryEntry`): Back closes it, Forward or a reload opens it again once the list has it. A
 * link naming it (`?inquiry=<id>`, where a notification leads) opens it once the list has it, as a click on its
 * card would (`onOpen` runs).
 */
export function useOpenInquiry<T extends { id: string }>(
  listed: readonly T[],
  fallback: () => HTMLElement | null,
  onOpen?: (inquiry: T, keep: (inquiry: T) => void) => void,
) {
  const [held, setHeld] = useState<T | null>(null);
  const opener = useRef<Element | null>(null);
  const keep = useCallback(
    (inquiry: T) => setHeld((current) => (current?.id === inquiry.id ? inquiry : current)),
    [],
  );
  const history = useHistoryEntry(
    'openInquiry',
    {
      onBack: () => setHeld(null),
      onRestore: (id, fromLink) => {
        if (held?.id === id) return true;
        const again = listed.find((inquiry) => inquiry.id === id);
        if (!again) return false;
        setHeld(again);
        if (fromLink) onOpen?.(again, keep);
        return true;
      },
    },
    'inquiry',
  );

  const { push, drop } = history;
  // Stable, so the list's cards (memoised) do not render again when the dialog opens or closes.
  const open = useCallback(
    (inquiry: T) => {
      opener.current = document.activeElement;
      setHeld(inquiry);
      push(inquiry.id);
      onOpen?.(inquiry, keep);
    },
    [push, onOpen, keep],
  );
  const close = () => {
    setHeld(null);
    drop();
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
