import { useCallback, useState } from 'react';
import type { AnswerMessages } from './answer-gates';

/**
 * A wizard's answers, kept in the page, and the messages of the gate that last refused. Changing a field clears
 * its message; `reset` starts again from `empty` (e.g. the estimator's 'Get New Quote').
 */
export function useWizardAnswers<A extends object>(empty: A) {
  const [answers, setAnswers] = useState<A>(empty);
  const [errors, setErrors] = useState<AnswerMessages<A>>({});

  const change = useCallback((patch: Partial<A>) => {
    setAnswers((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as (keyof A)[]) delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    setAnswers(empty);
    setErrors({});
  }, [empty]);

  return { answers, errors, setErrors, change, reset };
}
