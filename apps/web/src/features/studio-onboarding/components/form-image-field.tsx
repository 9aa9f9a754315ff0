import { useController } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import type { StudioFormValues } from '../utils/studio-form';

type ImageField = 'logo' | 'bannerImage' | 'interiorImages' | 'exteriorImages';

/** What steps with image fields get from the wizard, which holds Continue while an upload runs. */
export interface UploadTracker {
  onBusyChange: (field: string, busy: boolean) => void;
}

interface FormImageFieldProps extends UploadTracker {
  name: ImageField;
  label: string;
  hint?: string;
  max: number;
  cropAspect?: number;
  cropOnAdd?: boolean;
}

/** The image tool bound to one of the form's image fields; logo and banner hold one URL, galleries a list. */
export function FormImageField({
  name,
  label,
  hint,
  max,
  cropAspect,
  cropOnAdd,
  onBusyChange,
}: FormImageFieldProps) {
  const { field, fieldState } = useController<StudioFormValues, ImageField>({ name });
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
      cropOnAdd={cropOnAdd}
      error={fieldState.error?.message}
      onBusyChange={(busy) => onBusyChange(name, busy)}
    />
  );
}
