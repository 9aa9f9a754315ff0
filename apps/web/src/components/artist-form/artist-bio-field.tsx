import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { ArtistFormValues } from './artist-form-values';

interface ArtistBioFieldProps {
  /** 'About you' in the application, 'Bio' on the profile edit (spec §2). */
  label: string;
  /** The form's limits, shown in the counter: the application asks 25–150 characters, the edit 50–500. */
  min: number;
  max: number;
}

/** The artist's bio with a live counter of its length against the form's limits. */
export function ArtistBioField({ label, min, max }: ArtistBioFieldProps) {
  const { register, control, formState } = useFormContext<ArtistFormValues>();
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  return (
    <Field
      id="bio"
      label={label}
      hint={`${bio.length}/${max} characters (${min} minimum)`}
      error={formState.errors.bio?.message}
    >
      {(fieldControl) => (
        <Textarea
          {...fieldControl}
          rows={5}
          placeholder="Your background, what you love to tattoo, where you work."
          {...register('bio')}
        />
      )}
    </Field>
  );
}
