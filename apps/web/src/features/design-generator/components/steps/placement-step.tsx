import { RadioField } from '@/components/radio-field';
import type { StepFieldsProps } from '../../utils/answers';
import { generatorSizes } from '../../utils/options';
import { PlacementField } from '../placement-field';

/** Step 3: where it goes and how big. */
export function PlacementStep({ answers, errors, onChange }: StepFieldsProps) {
  return (
    <>
      <PlacementField
        id="design-placement"
        value={answers.placement}
        onChange={(placement) => onChange({ placement })}
        error={errors.placement}
      />
      <RadioField
        id="design-size"
        label="Size"
        options={generatorSizes}
        value={answers.size}
        onChange={(size) => onChange({ size })}
        error={errors.size}
        columns={3}
      />
    </>
  );
}
