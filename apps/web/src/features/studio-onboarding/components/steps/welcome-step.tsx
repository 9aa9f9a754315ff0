import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { StudioFormValues } from '../../utils/studio-form';
import { FormImageField, type UploadTracker } from '../form-image-field';

/** Step 0: the studio's name and its logo (cropped square before it uploads). */
export function WelcomeStep({ onBusyChange }: UploadTracker) {
  const { register, formState } = useFormContext<StudioFormValues>();
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
      <FormImageField
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
