import { MAX_PLACEMENT_PHOTOS } from '@inkbook/contracts/inquiry';
import type { PlacementArea } from '@inkbook/contracts/tattoo-options';
import { Controller, useFormContext } from 'react-hook-form';
import { PrivateImageField } from '@/components/image-upload/private-image-field';
import { PlacementAreasField } from '@/components/placement-areas-field';
import type { InquiryAnswers } from '../../utils/answers';

/** Step 2: one or more areas from the three groups (stored with their group prefix), and optional photos. */
export function PlacementStep({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { control } = useFormContext<InquiryAnswers>();
  return (
    <>
      <Controller
        control={control}
        name="placementAreas"
        render={({ field, fieldState }) => (
          <fieldset className="min-w-0">
            <legend className="mb-3 text-sm font-medium text-ink">Where would you like your tattoo?</legend>
            <PlacementAreasField
              id="inquiry-placement"
              value={field.value}
              onChange={(next) => field.onChange(next as PlacementArea[])}
              error={fieldState.error?.message}
            />
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="placementPhotos"
        render={({ field }) => (
          <PrivateImageField
            id="inquiry-placement-photos"
            label="Photos of the area (optional)"
            hint={`Up to ${MAX_PLACEMENT_PHOTOS} photos help the artist plan the fit. They stay private.`}
            value={field.value}
            onChange={field.onChange}
            max={MAX_PLACEMENT_PHOTOS}
            onBusyChange={onBusyChange}
          />
        )}
      />
    </>
  );
}
