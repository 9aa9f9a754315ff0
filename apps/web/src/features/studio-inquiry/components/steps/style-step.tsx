import { preferredStyles } from '@inkbook/contracts/inquiry';
import { type ColorStyle, colorStyles, complexityLevels } from '@inkbook/contracts/tattoo-options';
import { BudgetRangeField } from '@/components/budget-range-field';
import { RadioField } from '@/components/radio-field';
import { ChoiceChips } from '@/components/ui/choice-chips';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';

/** Step 4: complexity and at least one preferred style (the gate), then colour and budget. */
export function StyleStep({ wizard }: { wizard: StudioInquiryWizard }) {
  const { form, values } = wizard;
  return (
    <>
      <RadioField
        id="studio-inquiry-complexity"
        label="Complexity"
        options={complexityLevels}
        value={values.complexity}
        onChange={(complexity) => form.setValue('complexity', complexity, { shouldDirty: true })}
      />
      <ChoiceChips
        id="studio-inquiry-styles"
        legend="Preferred styles"
        options={preferredStyles}
        value={values.preferredStyles}
        onChange={(next) => form.setValue('preferredStyles', next, { shouldDirty: true })}
      />
      <RadioField
        id="studio-inquiry-color"
        label="Color"
        options={colorStyles}
        columns={3}
        value={values.style}
        onChange={(style) => form.setValue('style', style as ColorStyle, { shouldDirty: true })}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Budget</legend>
        <div className="mt-3">
          <BudgetRangeField
            id="studio-inquiry-budget"
            value={values.budget}
            onChange={(budget) => form.setValue('budget', budget, { shouldDirty: true })}
          />
        </div>
      </fieldset>
    </>
  );
}
