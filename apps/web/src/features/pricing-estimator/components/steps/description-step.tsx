import { MAX_REFERENCE_IMAGES } from '@inkbook/contracts/inquiry';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { StepFieldsProps } from '../../utils/answers';
import { type LocalImages, LocalImagesField } from '../local-images-field';

/** Step 1: the idea in words (required) and up to five reference images, previewed on the device only. */
export function DescriptionStep({ answers, errors, onChange, ...images }: StepFieldsProps & LocalImages) {
  return (
    <>
      <Field id="estimator-description" label="Describe your tattoo idea" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="e.g. A black and grey rose with a few leaves, wrapping around my forearm"
            value={answers.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <LocalImagesField
        id="estimator-reference-images"
        field="referenceImages"
        label="Reference images (optional)"
        hint={`Up to ${MAX_REFERENCE_IMAGES} images of designs or styles you like.`}
        max={MAX_REFERENCE_IMAGES}
        answers={answers}
        onChange={onChange}
        {...images}
      />
    </>
  );
}
