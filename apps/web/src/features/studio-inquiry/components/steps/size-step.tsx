import { tattooSizes } from '@inkbook/contracts/tattoo-options';
import { RadioField } from '@/components/radio-field';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';

/** 'Custom Size' belongs to the estimator; an inquiry offers 'Not Sure' instead (spec §9). */
const sizes = tattooSizes
  .filter((size) => size.value !== 'custom')
  .map((size) => ({ value: size.value, label: size.label, description: size.inches }));

/** Step 3: the size. */
export function SizeStep({ wizard }: { wizard: StudioInquiryWizard }) {
  return (
    <RadioField
      id="studio-inquiry-size"
      label="Approximate size"
      options={sizes}
      columns={3}
      value={wizard.values.size}
      onChange={(size) => wizard.form.setValue('size', size, { shouldDirty: true })}
    />
  );
}
