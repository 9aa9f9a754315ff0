import { MAX_PLACEMENT_PHOTOS } from '@inkbook/contracts/inquiry';
import { PrivateImageField } from '@/components/image-upload/private-image-field';
import { PlacementAreasField } from '@/components/placement-areas-field';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';

interface PlacementStepProps {
  wizard: StudioInquiryWizard;
  onBusyChange: (busy: boolean) => void;
}

/** Step 2: at least one placement area, and up to 3 photos of it. */
export function PlacementStep({ wizard, onBusyChange }: PlacementStepProps) {
  const { form, values } = wizard;
  return (
    <>
      <PlacementAreasField
        id="studio-inquiry-placement"
        value={values.placementAreas}
        onChange={(next) => form.setValue('placementAreas', next, { shouldDirty: true })}
      />
      <PrivateImageField
        id="studio-inquiry-placement-photos"
        label="Photos of the area (optional)"
        hint={`Up to ${MAX_PLACEMENT_PHOTOS} photos help the studio plan the fit. They stay private.`}
        value={values.placementPhotos}
        onChange={(next) => form.setValue('placementPhotos', next, { shouldDirty: true })}
        max={MAX_PLACEMENT_PHOTOS}
        onBusyChange={onBusyChange}
      />
    </>
  );
}
