import { useCallback, useMemo, useState } from 'react';
import { type AnswerErrors, type EstimatorAnswers, emptyAnswers } from '../utils/answers';
import { useLocalPreviews } from './use-local-previews';

/**
 * The answers and the messages of the gate that last refused. Changing a field clears its message; `reset` ('Get
 * New Quote') clears everything, which also releases the image previews.
 */
export function useEstimatorAnswers() {
  const [answers, setAnswers] = useState<EstimatorAnswers>(emptyAnswers);
  const [errors, setErrors] = useState<AnswerErrors>({});

  const change = useCallback((patch: Partial<EstimatorAnswers>) => {
    setAnswers((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as (keyof EstimatorAnswers)[]) delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    setAnswers(emptyAnswers);
    setErrors({});
  }, []);

  const images = useMemo(
    () => [...answers.referenceImages, ...answers.placementImages],
    [answers.referenceImages, answers.placementImages],
  );
  const keepImage = useLocalPreviews(images);

  return { answers, errors, setErrors, change, reset, keepImage };
}
