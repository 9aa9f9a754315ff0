import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

const LEAVE_MESSAGE = 'Leave your application? What you have entered so far will be lost.';

/**
 * Asks before an applicant leaves a wizard they have started: the draft lives only in memory (passwords are
 * never stored), so leaving — a link, the browser's Back, closing the tab — would lose it. `release()` lets
 * the wizard's own navigation after a successful submit through.
 */
export function useLeaveGuard(active: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return {
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
