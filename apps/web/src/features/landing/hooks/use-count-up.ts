import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Counts from 0 to `target` over `durationMs` (ease-out) once `target` is known; with reduced motion
 * the final value shows at once (spec §9: artist count 500 ms, other stats 800 ms).
 */
export function useCountUp(target: number | null, durationMs: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (target === null) return;
    if (prefersReducedMotion() || durationMs <= 0) {
      setValue(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(target * (1 - (1 - progress) ** 3));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return value;
}
