import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { onFirstIntent, whenIdle } from '@/lib/lazy-when-idle';

/**
 * Renders `children` from the browser's first idle moment after it mounts, or from the first sign of a person on the
 * page if that comes sooner, and `fallback` until then (and while a lazy child's code loads): what lies below a page's
 * first screen then neither delays its first paint nor loads its code before that paint.
 */
export function WhenIdle({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A transition: React draws it in slices that give way to input, not in one long task.
    const idle = whenIdle(() => startTransition(() => setShown(true)));
    // An urgent update from inside the press or key itself: React draws it before that press's click lands, so a
    // button that reaches for what is drawn here (the phone's 'Go to your inbox') finds it.
    const stop = onFirstIntent(() => setShown(true));
    return () => {
      idle.cancel();
      stop();
    };
  }, []);
  return shown ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
