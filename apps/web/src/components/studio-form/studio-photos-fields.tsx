import { STUDIO_BANNER_ASPECT, STUDIO_BANNER_MAX_SIDE } from '@inkbook/contracts/lead-image';
import type { ImageShape } from '@/components/image-upload/resize-image';
import { StudioImageField, type UploadTracker } from './studio-image-field';

const PHOTO_ASPECT = 4 / 3;
/** Sent large and centred on the studio page's aspect (re-croppable): sharp across a desktop's full width. */
const BANNER_SHAPE: ImageShape = { maxSide: STUDIO_BANNER_MAX_SIDE, aspect: STUDIO_BANNER_ASPECT };

interface StudioPhotosFieldsProps extends UploadTracker {
  /** Spec §9: the application takes up to 5 interior and 3 exterior photos, the dashboard 10 of each. */
  interiorMax: number;
  exteriorMax: number;
}

/** The banner, then interior and exterior photos (the wizard's step 2). */
export function StudioPhotosFields({ interiorMax, exteriorMax, onBusyChange }: StudioPhotosFieldsProps) {
  return (
    <>
      <StudioImageField
        name="bannerImage"
        label="Banner image"
        hint="Shown across the top of your studio page. A wide photo works best."
        max={1}
        cropAspect={STUDIO_BANNER_ASPECT}
        shape={BANNER_SHAPE}
        onBusyChange={onBusyChange}
      />
      <StudioImageField
        name="interiorImages"
        label="Interior photos"
        hint={`At least 1, up to ${interiorMax}: your stations, lobby and flash wall. Drag to reorder.`}
        max={interiorMax}
        cropAspect={PHOTO_ASPECT}
        onBusyChange={onBusyChange}
      />
      <StudioImageField
        name="exteriorImages"
        label="Exterior photos"
        hint={`At least 1, up to ${exteriorMax}: help clients recognise your storefront.`}
        max={exteriorMax}
        cropAspect={PHOTO_ASPECT}
        onBusyChange={onBusyChange}
      />
    </>
  );
}
