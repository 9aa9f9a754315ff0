import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { StudioProfileFormValues } from './studio-form-schema';
import { StudioImageField, type UploadTracker } from './studio-image-field';

/** The studio's name and its logo (cropped square before it uploads); the wizard's step 0. */
export function StudioIdentityFields({ onBusyChange }: UploadTracker) {
  const { register, formState } = useFormContext<StudioProfileFormValues>();
  return (
    <>
      <FormField
        id="studio-name"
        label="Studio name"
        autoComplete="organization"
        placeholder="e.g. Black Anchor Tattoo"
        error={formState.errors.studioName?.message}
        {...register('studioName')}
      />
      <StudioImageField
        name="logo"
        label="Studio logo"
        hint="A square image works best; you can crop it before it uploads."
        max={1}
        cropOnAdd
        onBusyChange={onBusyChange}
      />
    </>
  );
}
