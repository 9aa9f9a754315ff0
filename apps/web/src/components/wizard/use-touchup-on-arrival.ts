import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useNeedsAppAtOnce } from '@/lib/server-render-hints';

/**
 * A profile opened with `?touchup={bookingId}` (the client's healing check-in, 'Ask for a touch-up') opens its
 * inquiry dialog as a touch-up of that booking (issue 24 item 5).
 */
export const TOUCHUP_PARAM = 'touchup';

/** A profile's address that opens its inquiry dialog as a touch-up of `bookingId`. */
export const touchupHref = (profile: string, bookingId: string) =>
  `${profile}?${new URLSearchParams({ [TOUCHUP_PARAM]: bookingId })}`;

/**
 * On a profile opened with `?touchup=`: drops the parameter from the address (the dialog's answers carry it from
 * then on, across a sign-in too, and a reload must not open it again) and hands the booking's id to `onTouchup`,
 * which opens the dialog with it.
 */
export function useTouchupOnArrival(onTouchup: (bookingId: string) => void) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(onTouchup);
  latest.current = onTouchup;
  const bookingId = params.get(TOUCHUP_PARAM) ?? '';
  useNeedsAppAtOnce(bookingId !== '');
  useEffect(() => {
    if (!bookingId) return;
    setParams(
      (current) => {
        current.delete(TOUCHUP_PARAM);
        return current;
      },
      { replace: true },
    );
    latest.current(bookingId);
  }, [bookingId, setParams]);
}
