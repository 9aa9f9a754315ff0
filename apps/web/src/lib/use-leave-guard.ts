import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** What an applicant who leaves a wizard they have started is asked: its draft is kept, never its password. */
export const LEAVE_APPLICATION =
  'Leave your application? Your answers are kept in this tab, but you will need to enter your password again.';
/** What someone who leaves a profile form with unsaved changes is asked. */
export const LEAVE_UNSAVED = 'Leave this page? Your unsaved changes will be lost.';

/**
 * Asks before someone leaves work that would be lost (a wizard's password, the one answer its kept draft never
 * holds; a profile form's unsaved edits): a link, the browser's Back or closing the tab would lose it. `release()` lets
 * the form's own navigation after a successful submit through.
 */
export function useLeaveGuard(active: boolean, message: string) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

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
