import { MAX_REFERENCE_IMAGES } from '@inkbook/contracts/inquiry';
import { PrivateImageField } from '@/components/image-upload/private-image-field';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';
import { CONCEPT_MIN } from '../../utils/studio-inquiry-form';

interface IdeaStepProps {
  wizard: StudioInquiryWizard;
  onBusyChange: (busy: boolean) => void;
}

/** Step 1: the idea in the client's words (counter 'n/20+ characters', spec §5) and up to 5 reference images. */
export function IdeaStep({ wizard, onBusyChange }: IdeaStepProps) {
  const { form, values } = wizard;
  return (
    <>
      <Field
        id="studio-inquiry-concept"
        label="Describe your tattoo idea"
        hint={`${values.concept.trim().length}/${CONCEPT_MIN}+ characters`}
        error={wizard.errorFor('concept')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="A koi fish swimming up my forearm, with waves and cherry blossoms around it."
            {...form.register('concept')}
          />
        )}
      </Field>
      <PrivateImageField
        id="studio-inquiry-reference-images"
        label="Reference images (optional)"
        hint={`Up to ${MAX_REFERENCE_IMAGES} images of designs or styles you like. Only the studio will see them.`}
        value={values.referenceImages}
        onChange={(next) => form.setValue('referenceImages', next, { shouldDirty: true })}
        max={MAX_REFERENCE_IMAGES}
        onBusyChange={onBusyChange}
      />
    </>
  );
}
