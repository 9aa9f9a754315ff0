import { useCallback, useEffect, useRef, useState } from 'react';
import { nextProgress, PROGRESS_TICK_MS } from '../utils/progress';

/**
 * The generation bar (spec §9): the server gives no progress, so the bar creeps up on a timer to 90 and waits
 * there; `complete` fills it when the answer comes, `reset` empties it after a failure.
 */
export function useSimulatedProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setProgress(0);
    timer.current = window.setInterval(
      () => setProgress((current) => nextProgress(current)),
      PROGRESS_TICK_MS,
    );
  }, [stop]);

  const complete = useCallback(() => {
    stop();
    setProgress(100);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setProgress(0);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { progress, start, complete, reset };
}
