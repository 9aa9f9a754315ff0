import { useController } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import type { ImageShape } from '@/components/image-upload/resize-image';
import type { StudioProfileFormValues } from './studio-form-schema';

type ImageField = 'logo' | 'bannerImage' | 'interiorImages' | 'exteriorImages';

/** What fields with images report to their form, which holds its Continue or Save while an upload runs. */
export interface UploadTracker {
  onBusyChange: (field: string, busy: boolean) => void;
}

interface StudioImageFieldProps extends UploadTracker {
  name: ImageField;
  label: string;
  hint?: string;
  max: number;
  cropAspect?: number;
  shape?: ImageShape;
  cropOnAdd?: boolean;
}

/** The image tool bound to one of the studio form's image fields; logo and banner hold one URL, galleries a list. */
export function StudioImageField({
  name,
  label,
  hint,
  max,
  cropAspect,
  shape,
  cropOnAdd,
  onBusyChange,
}: StudioImageFieldProps) {
  const { field, fieldState } = useController<StudioProfileFormValues, ImageField>({ name });
  const single = !Array.isArray(field.value);
  const urls = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  return (
    <ImageUploadField
      id={`studio-${name}`}
      label={label}
      hint={hint}
      value={urls}
      onChange={(next) => field.onChange(single ? (next[0] ?? '') : next)}
      max={max}
      cropAspect={cropAspect}
      shape={shape}
      cropOnAdd={cropOnAdd}
      error={fieldState.error?.message}
      onBusyChange={(busy) => onBusyChange(name, busy)}
    />
  );
}
