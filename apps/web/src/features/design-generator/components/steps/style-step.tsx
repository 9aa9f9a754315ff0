import { RadioField } from '@/components/radio-field';
import type { StepFieldsProps } from '../../utils/answers';
import { generatorStyles } from '../../utils/options';

// The spec's style cards show an image that falls back to the name; the product ships no style images, so each
// card is its name.
const styles = generatorStyles.map((style) => ({ value: style, label: style }));

/** Step 1: one style. */
export function StyleStep({ answers, errors, onChange }: StepFieldsProps) {
  return (
    <RadioField
      id="design-style"
      label="Style"
      options={styles}
      value={answers.style}
      onChange={(style) => onChange({ style })}
      error={errors.style}
      columns={3}
    />
  );
}
