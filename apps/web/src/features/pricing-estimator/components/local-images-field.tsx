import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import type { ImageUploader } from '@/components/image-upload/upload-image';
import type { StepFieldsProps } from '../utils/answers';

export interface LocalImages {
  /** Keeps a prepared image on the device (useLocalPreviews). */
  keepImage: ImageUploader;
  onBusyChange: (busy: boolean) => void;
}

interface LocalImagesFieldProps extends Omit<StepFieldsProps, 'errors'>, LocalImages {
  id: string;
  field: 'referenceImages' | 'placementImages';
  label: string;
  /** What to show; the field adds that the images stay on the device. */
  hint: string;
  max: number;
}

/**
 * The usual image field (choose, drop, crop, reorder, remove), previewed from the device: the estimator makes no
 * calls (spec §7), so nothing is uploaded.
 */
export function LocalImagesField({
  id,
  field,
  label,
  hint,
  max,
  answers,
  onChange,
  ...images
}: LocalImagesFieldProps) {
  return (
    <ImageUploadField
      id={id}
      label={label}
      hint={`${hint} They stay on this device: nothing is uploaded.`}
      value={answers[field]}
      onChange={(urls) => onChange({ [field]: urls })}
      max={max}
      upload={images.keepImage}
      onBusyChange={images.onBusyChange}
    />
  );
}
