import { complexityLevels, tattooSizes } from '@inkbook/contracts/tattoo-options';
import { FormField } from '@/components/ui/form-field';
import type { StepFieldsProps } from '../../utils/answers';
import { AnswerRadio } from '../answer-radio';

/** 'unsure' belongs to the inquiry dialogs; the estimator offers the named sizes and 'Custom Size'. */
const sizes = tattooSizes
  .filter((size) => size.value !== 'unsure')
  .map(({ value, label, inches }) => ({ value, label, description: inches }));

/**
 * A typed dimension in inches, kept as typed (a zero or negative one is refused by step 3's gate, with its message);
 * blank (or not a number) is kept as missing, which the quote counts as 0.
 */
const inches = (text: string) => {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : null;
};

const dimensions = [
  { field: 'customWidth', label: 'Width (inches)' },
  { field: 'customHeight', label: 'Height (inches)' },
] as const;

/** Step 3: a size card (with width and height for 'Custom Size') and the complexity. */
export function SizeStep(fields: StepFieldsProps) {
  const { answers, errors, onChange } = fields;
  return (
    <>
      <AnswerRadio field="size" label="How big should it be?" options={sizes} columns={3} {...fields} />
      {answers.size === 'custom' ? (
        <fieldset className="rounded-xl border border-line bg-white/60 p-4">
          <legend className="px-1 text-sm font-medium text-ink">Custom size in inches</legend>
          <div className="grid grid-cols-2 gap-3">
            {dimensions.map(({ field, label }) => (
              <FormField
                key={field}
                id={`estimator-${field}`}
                label={label}
                type="number"
                inputMode="decimal"
                step="any"
                value={answers[field] ?? ''}
                error={errors[field]}
                onChange={(event) => onChange({ [field]: inches(event.target.value) })}
              />
            ))}
          </div>
          <p className="mt-2 text-sm text-muted">
            A size left blank counts as 0 (the quote is at least one hour).
          </p>
        </fieldset>
      ) : null}
      <AnswerRadio field="complexity" label="How detailed is it?" options={complexityLevels} {...fields} />
    </>
  );
}
