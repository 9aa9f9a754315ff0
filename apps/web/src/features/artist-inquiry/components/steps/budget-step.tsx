import { artistInquiryQuote } from '@inkbook/contracts/quote';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BUDGET_MAX, BUDGET_MIN, BudgetRangeField } from '@/components/budget-range-field';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { emptyAnswers, type InquiryAnswers } from '../../utils/answers';

const inBudgetRange = (amount: number) => Math.min(BUDGET_MAX, Math.max(BUDGET_MIN, amount));

/**
 * The size step's estimate (once it showed one) is where a budget the client has not set starts: they then move
 * from a realistic range rather than the spec's default 100–1,000. A budget they set, or brought back, is theirs.
 */
function useBudgetFromQuote() {
  const { control, getFieldState, setValue } = useFormContext<InquiryAnswers>();
  const [size, complexity, style, placements, min, max] = useWatch({
    control,
    name: ['size', 'complexity', 'style', 'placementAreas', 'budgetMin', 'budgetMax'],
  });
  const quote = size && complexity ? artistInquiryQuote({ size, complexity, style, placements }) : null;
  const untouched =
    !getFieldState('budgetMin').isDirty &&
    !getFieldState('budgetMax').isDirty &&
    min === emptyAnswers.budgetMin &&
    max === emptyAnswers.budgetMax;
  const low = quote && untouched ? inBudgetRange(quote.low) : null;
  const high = quote && untouched ? inBudgetRange(quote.high) : null;
  useEffect(() => {
    if (low === null || high === null) return;
    setValue('budgetMin', low);
    setValue('budgetMax', high);
  }, [low, high, setValue]);
}

/** Step 4 (always passes): the budget range and anything else the artist should know. */
export function BudgetStep({ artistFirstName }: { artistFirstName: string }) {
  const { control, register, setValue } = useFormContext<InquiryAnswers>();
  const [min, max] = useWatch({ control, name: ['budgetMin', 'budgetMax'] });
  useBudgetFromQuote();
  return (
    <>
      <fieldset className="min-w-0">
        <legend className="mb-3 text-sm font-medium text-ink">Your budget</legend>
        <BudgetRangeField
          id="inquiry-budget"
          value={{ min, max }}
          onChange={(next) => {
            setValue('budgetMin', next.min, { shouldDirty: true });
            setValue('budgetMax', next.max, { shouldDirty: true });
          }}
        />
      </fieldset>
      <Field id="inquiry-notes" label="Additional notes (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder={`Anything else ${artistFirstName} should know: a cover-up, a first tattoo, allergies…`}
            {...register('additionalNotes')}
          />
        )}
      </Field>
    </>
  );
}
