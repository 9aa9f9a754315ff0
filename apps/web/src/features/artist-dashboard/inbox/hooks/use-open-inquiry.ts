import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { useCallback, useRef, useState } from 'react';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';

/**
 * The inquiry open in the detail dialog. Opening a new one marks it reviewed (spec §4). The dialog keeps its own copy,
 * updated from each accepted change, so it stays put even when a filter drops the inquiry from the list behind it;
 * a fresher copy in the list (a change from another tab) wins. `returnFocus` tells the dialog where focus goes on
 * close: back to the card that opened it, or to `fallback` when that card is gone (deleted).
 */
export function useOpenInquiry(listed: readonly ArtistInquiry[], fallback: () => HTMLElement | null) {
  const [held, setHeld] = useState<ArtistInquiry | null>(null);
  const opener = useRef<Element | null>(null);

  const { mutate } = useUpdateInquiryStatus();

  const keep = useCallback(
    (inquiry: ArtistInquiry) => setHeld((current) => (current?.id === inquiry.id ? inquiry : current)),
    [],
  );
  // Stable, so the list's cards (memoised) do not render again when the dialog opens or closes.
  const open = useCallback(
    (inquiry: ArtistInquiry) => {
      opener.current = document.activeElement;
      setHeld(inquiry);
      if (inquiry.status === 'pending')
        mutate({ id: inquiry.id, status: 'reviewed', announce: false }, { onSuccess: keep });
    },
    [mutate, keep],
  );
  const returnFocus = (event: Event) => {
    if (opener.current?.isConnected) return;
    event.preventDefault();
    fallback()?.focus();
  };

  const current = held && (listed.find((inquiry) => inquiry.id === held.id) ?? held);
  return { current, open, keep, close: () => setHeld(null), returnFocus };
}
