import { useMemo } from 'react';
import { useWizardAnswers } from '@/components/wizard/use-wizard-answers';
import { type EstimatorAnswers, emptyAnswers } from '../utils/answers';
import { useLocalPreviews } from './use-local-previews';

/**
 * The answers and the messages of the gate that last refused. Changing a field clears its message; `reset` ('Get
 * New Quote') clears everything, which also releases the image previews.
 */
export function useEstimatorAnswers() {
  const { answers, errors, setErrors, change, reset } = useWizardAnswers<EstimatorAnswers>(emptyAnswers);

  const images = useMemo(
    () => [...answers.referenceImages, ...answers.placementImages],
    [answers.referenceImages, answers.placementImages],
  );
  const keepImage = useLocalPreviews(images);

  return { answers, errors, setErrors, change, reset, keepImage };
}
