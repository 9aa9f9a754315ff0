import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/lazy-when-idle';

/**
 * Renders `children` from the browser's first idle moment after it mounts, and `fallback` until then (and while a
 * lazy child's code loads): what lies below a page's first screen then neither delays its first paint nor
 * loads its code before that paint.
 */
export function WhenIdle({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  // A transition: React draws it in slices that give way to input, not in one long task.
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))).cancel, []);
  return idle ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
