import { useFormContext, useWatch } from 'react-hook-form';
import { BudgetRangeField } from '@/components/budget-range-field';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { InquiryAnswers } from '../../utils/answers';

/** Step 4 (always passes): the budget range and anything else the artist should know. */
export function BudgetStep({ artistFirstName }: { artistFirstName: string }) {
  const { control, register, setValue } = useFormContext<InquiryAnswers>();
  const [min, max] = useWatch({ control, name: ['budgetMin', 'budgetMax'] });
  return (
    <>
      <fieldset className="min-w-0">
        <legend className="mb-3 text-sm font-medium text-ink">Your budget</legend>
        <BudgetRangeField
          id="inquiry-budget"
          value={{ min, max }}
          onChange={(next) => {
            setValue('budgetMin', next.min);
            setValue('budgetMax', next.max);
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
