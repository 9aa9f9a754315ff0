import { FormImageField, type UploadTracker } from '../form-image-field';

/** Spec §9: the application takes up to 5 interior and 3 exterior photos (the dashboard allows more later). */
const INTERIOR_MAX = 5;
const EXTERIOR_MAX = 3;
/** Wide, like the top of the studio page. */
const BANNER_ASPECT = 16 / 9;
const PHOTO_ASPECT = 4 / 3;

/** Step 2: the banner, then interior and exterior photos. */
export function SpaceStep({ onBusyChange }: UploadTracker) {
  return (
    <>
      <FormImageField
        name="bannerImage"
        label="Banner image"
        hint="Shown across the top of your studio page. A wide photo works best."
        max={1}
        cropAspect={BANNER_ASPECT}
        onBusyChange={onBusyChange}
      />
      <FormImageField
        name="interiorImages"
        label="Interior photos"
        hint={`At least 1, up to ${INTERIOR_MAX}: your stations, lobby and flash wall. Drag to reorder.`}
        max={INTERIOR_MAX}
        cropAspect={PHOTO_ASPECT}
        onBusyChange={onBusyChange}
      />
      <FormImageField
        name="exteriorImages"
        label="Exterior photos"
        hint={`At least 1, up to ${EXTERIOR_MAX}: help clients recognise your storefront.`}
        max={EXTERIOR_MAX}
        cropAspect={PHOTO_ASPECT}
        onBusyChange={onBusyChange}
      />
    </>
  );
}
