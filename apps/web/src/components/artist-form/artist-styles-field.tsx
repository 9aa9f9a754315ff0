import { Controller, useFormContext } from 'react-hook-form';
import { ChoiceChips } from '@/components/ui/choice-chips';
import type { ArtistFormValues } from './artist-form-values';

/** The styles the artist specializes in, from the form's list (the application's and the edit's differ, spec §9). */
export function ArtistStylesField({ options }: { options: readonly string[] }) {
  const { control } = useFormContext<ArtistFormValues>();
  return (
    <Controller
      control={control}
      name="tattooStyles"
      render={({ field, fieldState }) => (
        <ChoiceChips
          id="tattoo-styles"
          legend="Styles you specialize in"
          options={options}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
