import { FormField } from '@/components/ui/form-field';
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
      <section
        aria-labelledby="estimator-summary-title"
        className="rounded-2xl border border-line bg-white p-5"
      >
        <h2 id="estimator-summary-title" className="font-display text-lg font-semibold">
          Your answers
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {answerSummary(answers).map(({ term, detail }) => (
            <div key={term} className="flex justify-between gap-3 border-b border-line/70 pb-2">
              <dt className="text-muted">{term}</dt>
              <dd className="text-right font-medium">{detail}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
