import { MAX_PLACEMENT_PHOTOS } from '@inkbook/contracts/inquiry';
import type { PlacementArea } from '@inkbook/contracts/tattoo-options';
import { PlacementAreasField } from '@/components/placement-areas-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { StepFieldsProps } from '../../utils/answers';
import { type LocalImages, LocalImagesField } from '../local-images-field';

/** Step 2: where it goes (one area at least), whether it wraps around, and up to three placement photos. */
export function PlacementStep({ answers, errors, onChange, ...images }: StepFieldsProps & LocalImages) {
  return (
    <>
      <div id="estimator-placement">
        <PlacementAreasField
          id="estimator-placement"
          value={answers.placementAreas}
          // The field offers only the values of placementGroups.
          onChange={(next) => onChange({ placementAreas: next as PlacementArea[] })}
          error={errors.placementAreas}
        />
      </div>
      <div className="flex items-start gap-3 rounded-xl border border-line bg-white p-3.5">
        <Checkbox
          id="estimator-wraparound"
          checked={answers.isWraparound}
          onCheckedChange={(checked) => onChange({ isWraparound: checked === true })}
          aria-describedby="estimator-wraparound-hint"
          className="mt-0.5"
        />
        <div>
          <Label htmlFor="estimator-wraparound">Wraparound design</Label>
          <p id="estimator-wraparound-hint" className="text-sm text-muted">
            It wraps around an arm, a leg or the torso, which adds about half an hour.
          </p>
        </div>
      </div>
      <LocalImagesField
        id="estimator-placement-photos"
        field="placementImages"
        label="Placement photos (optional)"
        hint={`Up to ${MAX_PLACEMENT_PHOTOS} photos of where it will go.`}
        max={MAX_PLACEMENT_PHOTOS}
        answers={answers}
        onChange={onChange}
        {...images}
      />
    </>
  );
}
