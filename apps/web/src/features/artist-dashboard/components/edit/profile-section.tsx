import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Textarea } from '@/components/ui/textarea';
import { BIO_MAX, BIO_MIN, type EditValues } from '../../utils/edit-values';

interface ProfileSectionProps {
  styleOptions: readonly string[];
  onBusyChange: (busy: boolean) => void;
}

/** Who the artist is: name, photo (3:4), bio with its counter, and styles. */
export function ProfileSection({ styleOptions, onBusyChange }: ProfileSectionProps) {
  const { register, control, formState } = useFormContext<EditValues>();
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const { errors } = formState;
  return (
    <FormSection title="Profile">
      <FormField
        id="artist-name"
        label="Artist name"
        autoComplete="name"
        error={errors.artistName?.message}
        {...register('artistName')}
      />
      <Controller
        control={control}
        name="profileImage"
        render={({ field, fieldState }) => (
          <ImageUploadField
            id="profile-photo"
            label="Profile photo"
            hint="A clear photo of you, cropped to a 3:4 portrait."
            value={field.value ? [field.value] : []}
            onChange={(urls) => field.onChange(urls[0] ?? '')}
            max={1}
            cropAspect={3 / 4}
            cropOnAdd
            error={fieldState.error?.message}
            onBusyChange={onBusyChange}
          />
        )}
      />
      <Field
        id="bio"
        label="Bio"
        hint={`${bio.length}/${BIO_MAX} characters (${BIO_MIN} minimum)`}
        error={errors.bio?.message}
      >
        {(fieldControl) => <Textarea {...fieldControl} rows={6} {...register('bio')} />}
      </Field>
      <Controller
        control={control}
        name="tattooStyles"
        render={({ field, fieldState }) => (
          <ChoiceChips
            id="tattoo-styles"
            legend="Styles you specialize in"
            options={styleOptions}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormSection>
  );
}
