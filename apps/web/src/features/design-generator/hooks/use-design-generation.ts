import type { DesignImage, DesignRequest } from '@inkbook/contracts/design';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGenerateDesign } from '../api/generate-design';
import { RESULTS_DELAY_MS } from '../utils/progress';
import { DETAILS_STEP, RESULTS_STEP } from '../utils/steps';
import { useSimulatedProgress } from './use-simulated-progress';

/**
 * Spec §4 "Design generation": busy with the simulated progress, then 100% and the designs 0.5 s later on step 6.
 * A failure empties the bar and lands on step 5 with useGenerateDesign's toast (from step 6 too: 'Generate More
 * Designs').
 */
export function useDesignGeneration(step: number, goTo: (step: number) => void) {
  const { mutateAsync } = useGenerateDesign();
  const { progress, start, complete, reset } = useSimulatedProgress();
  const [images, setImages] = useState<DesignImage[]>([]);
  // What the engine says it drew instead of the subject, when it lacked a drawing for it.
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read when the answer comes, which may be after the person moved on (or left the page).
  const current = useRef({ step, goTo, mounted: true });
  current.current = { ...current.current, step, goTo };
  const reveal = useRef<number | undefined>(undefined);

  useEffect(() => {
    current.current.mounted = true;
    return () => {
      current.current.mounted = false;
      window.clearTimeout(reveal.current);
    };
  }, []);

  /** Moves to a step (which focuses its heading) unless already there: no duplicate history entry. */
  const land = useCallback((target: number) => {
    const { step: now, goTo: go } = current.current;
    if (now !== target) go(target);
    // Already on step 5 after a failure: the card that had focus is gone, so focus goes to the step's heading.
    else if (target === DETAILS_STEP) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
    }
  }, []);

  const generate = useCallback(
    async (request: DesignRequest) => {
      setBusy(true);
      start();
      try {
        const answer = await mutateAsync(request);
        if (!current.current.mounted) return;
        complete();
        reveal.current = window.setTimeout(() => {
          setImages(answer.images);
          setNote(answer.note ?? null);
          setBusy(false);
          land(RESULTS_STEP);
        }, RESULTS_DELAY_MS);
      } catch {
        if (!current.current.mounted) return;
        reset();
        setBusy(false);
        land(DETAILS_STEP);
      }
    },
    [mutateAsync, start, complete, reset, land],
  );

  return { images, note, busy, progress, generate };
}
