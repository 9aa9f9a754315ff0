import { Controller, useFormContext } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import { FormField } from '@/components/ui/form-field';
import type { ArtistFormValues, UploadTracker } from './artist-form-values';

/** Who the artist is: the name clients see, and a profile photo cropped to a 3:4 portrait as it is added. */
export function ArtistIdentityFields({ onBusyChange }: UploadTracker) {
  const { register, control, formState } = useFormContext<ArtistFormValues>();
  return (
    <>
      <FormField
        id="artist-name"
        label="Artist name"
        hint="The name clients will see on your profile."
        autoComplete="name"
        error={formState.errors.artistName?.message}
        {...register('artistName')}
      />
      <Controller
        control={control}
        name="profileImage"
        render={({ field, fieldState }) => (
          <ImageUploadField
            id="profile-photo"
            label="Profile photo"
            hint="A clear photo of you. You'll crop it to a 3:4 portrait."
            value={field.value ? [field.value] : []}
            onChange={(urls) => field.onChange(urls[0] ?? '')}
            max={1}
            cropAspect={3 / 4}
            cropOnAdd
            error={fieldState.error?.message}
            onBusyChange={(busy) => onBusyChange('profileImage', busy)}
          />
        )}
      />
    </>
  );
}
