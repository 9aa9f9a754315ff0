import { type ColorOption, colorOptions } from '@inkbook/contracts/tattoo-options';
import { RadioField } from '@/components/radio-field';
import type { StepFieldsProps } from '../../utils/answers';

/** Step 4: the palette. Like the styles, each option is its name (no colour images ship). */
export function ColorStep({ answers, errors, onChange }: StepFieldsProps) {
  return (
    <RadioField
      id="design-color"
      label="Black & gray or full color?"
      options={colorOptions}
      value={answers.colorOption}
      // The group offers only colorOptions.
      onChange={(value) => onChange({ colorOption: value as ColorOption })}
      error={errors.colorOption}
      columns={3}
    />
  );
}
