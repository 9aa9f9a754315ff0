import { PlacementAreasField } from '@/components/placement-areas-field';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';

/** Step 2: at least one placement area. */
export function PlacementStep({ wizard }: { wizard: StudioInquiryWizard }) {
  return (
    <PlacementAreasField
      id="studio-inquiry-placement"
      value={wizard.values.placementAreas}
      onChange={(next) => wizard.form.setValue('placementAreas', next, { shouldDirty: true })}
    />
  );
}
