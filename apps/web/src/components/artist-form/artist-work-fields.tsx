import { Controller, useFormContext } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import type { ArtistFormValues, UploadTracker } from './artist-form-values';

interface ArtistWorkFieldsProps extends UploadTracker {
  /** Spec §9: 25 portfolio images in both forms; flash up to 8 in the application, 15 on the edit. */
  portfolioMax: number;
  flashMax: number;
}

/** The work: the portfolio (the first image is the profile's cover) and optional flash designs. */
export function ArtistWorkFields({ portfolioMax, flashMax, onBusyChange }: ArtistWorkFieldsProps) {
  const { control } = useFormContext<ArtistFormValues>();
  return (
    <>
      <Controller
        control={control}
        name="portfolioImages"
        render={({ field, fieldState }) => (
          <ImageUploadField
            id="portfolio-images"
            label="Portfolio"
            hint={`Your best healed or fresh work, up to ${portfolioMax} images. The first one is your profile's cover; drag or use the move buttons to reorder.`}
            value={field.value}
            onChange={field.onChange}
            max={portfolioMax}
            error={fieldState.error?.message}
            onBusyChange={(busy) => onBusyChange('portfolioImages', busy)}
          />
        )}
      />
      <Controller
        control={control}
        name="flashImages"
        render={({ field, fieldState }) => (
          <ImageUploadField
            id="flash-images"
            label="Flash designs"
            hint={`Optional: designs you're ready to tattoo, up to ${flashMax}.`}
            value={field.value}
            onChange={field.onChange}
            max={flashMax}
            error={fieldState.error?.message}
            onBusyChange={(busy) => onBusyChange('flashImages', busy)}
          />
        )}
      />
    </>
  );
}
