import { FormField } from '@/components/ui/form-field';
import { AnswerSummary } from '@/components/wizard/answer-summary';
import type { StepFieldsProps } from '../../utils/answers';
import { answerSummary } from '../../utils/summary';

/** Step 5: the market (required) and a summary of the answers before 'Get Quote'. */
export function MarketStep({ answers, errors, onChange }: StepFieldsProps) {
  return (
    <>
      <FormField
        id="estimator-market"
        label="Market location"
        hint="The city or area where you plan to get tattooed."
        placeholder="e.g. Austin, TX"
        autoComplete="address-level2"
        value={answers.market}
        onChange={(event) => onChange({ market: event.target.value })}
        error={errors.market}
      />
      <AnswerSummary id="estimator-summary-title" title="Your answers" rows={answerSummary(answers)} />
    </>
  );
}
