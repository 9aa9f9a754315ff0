import { MAX_REFERENCE_IMAGES } from '@inkbook/contracts/inquiry';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PrivateImageField } from '@/components/image-upload/private-image-field';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { InquiryAnswers } from '../../utils/answers';
import type { InquiryArtist } from '../../utils/inquiry-artist';
import { FlashPicker } from '../flash-picker';

interface DesignStepProps {
  artist: InquiryArtist;
  onBusyChange: (busy: boolean) => void;
}

/** Step 1: the idea in words (20+ characters), reference images, and flash picked from the profile. */
export function DesignStep({ artist, onBusyChange }: DesignStepProps) {
  const { register, control, formState } = useFormContext<InquiryAnswers>();
  const concept = useWatch({ control, name: 'concept' });
  return (
    <>
      <Field
        id="inquiry-concept"
        label="Describe your tattoo idea"
        hint={`${concept.trim().length}/20+ characters`}
        error={formState.errors.concept?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="e.g. A fine line koi fish swimming up my forearm, with a few cherry blossoms"
            {...register('concept')}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="referenceImages"
        render={({ field }) => (
          <PrivateImageField
            id="inquiry-reference-images"
            label="Reference images (optional)"
            hint={`Up to ${MAX_REFERENCE_IMAGES} images of designs or styles you like. Only ${artist.firstName} will see them.`}
            value={field.value}
            onChange={field.onChange}
            max={MAX_REFERENCE_IMAGES}
            onBusyChange={onBusyChange}
          />
        )}
      />
      {artist.flashImages.length > 0 ? (
        <Controller
          control={control}
          name="selectedFlashDesigns"
          render={({ field }) => (
            <FlashPicker
              images={artist.flashImages}
              artistFirstName={artist.firstName}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      ) : null}
    </>
  );
}
