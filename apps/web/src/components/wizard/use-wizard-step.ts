import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * A wizard's screen (0 = its intro, 1…last = the steps) kept in the URL as `?step=N`, each Continue a new
 * history entry: the browser's Back and Forward (a phone's back gesture above all) move between steps rather
 * than out of the wizard. A step not reached — in this visit, or before a reload for a wizard that keeps its draft
 * (`restored`: the furthest step its kept draft reached) — falls back to the intro, as from a pasted link.
 */
export function useWizardStep(last: number, restored = 0) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // A ref, not state: it must already hold the new step when the URL change renders.
  const reached = useRef(restored);
  const requested = Number(params.get('step') ?? '0');
  const valid = Number.isInteger(requested) && requested >= 0 && requested <= Math.min(reached.current, last);
  const step = valid ? requested : 0;

  useEffect(() => {
    if (!valid) setParams({}, { replace: true });
  }, [valid, setParams]);

  /** Moves forward (or jumps, e.g. 'Back to Edit') as a new history entry. */
  const goTo = useCallback(
    (next: number) => {
      reached.current = Math.max(reached.current, next);
      setParams(next === 0 ? {} : { step: String(next) });
    },
    [setParams],
  );

  /** The wizard's own Back button: the same as the browser's, so the two never disagree. */
  const back = useCallback(() => {
    void navigate(-1);
  }, [navigate]);

  return { step, reached: reached.current, goTo, back };
}
