import { RadioField } from '@/components/radio-field';
import type { EstimatorAnswers, StepFieldsProps } from '../utils/answers';

type ChoiceAnswer = 'size' | 'complexity' | 'style' | 'artistTier';
/** Ids stay short: 'estimator-tier-senior' rather than 'estimator-artistTier-senior'. */
const ids: Record<ChoiceAnswer, string> = {
  size: 'estimator-size',
  complexity: 'estimator-complexity',
  style: 'estimator-style',
  artistTier: 'estimator-tier',
};

interface AnswerRadioProps<F extends ChoiceAnswer> extends StepFieldsProps {
  field: F;
  label: string;
  options: readonly { value: EstimatorAnswers[F]; label: string; description?: string }[];
  columns?: 1 | 2 | 3;
}

/** One single-choice answer of the estimator as a radio group, with the message its gate gave. */
export function AnswerRadio<F extends ChoiceAnswer>({
  field,
  label,
  options,
  columns,
  answers,
  errors,
  onChange,
}: AnswerRadioProps<F>) {
  return (
    <RadioField
      id={ids[field]}
      label={label}
      options={options}
      value={answers[field]}
      // The group offers only `options`, so the value is one of them.
      onChange={(value) => onChange({ [field]: value as EstimatorAnswers[F] })}
      error={errors[field]}
      {...(columns ? { columns } : {})}
    />
  );
}
