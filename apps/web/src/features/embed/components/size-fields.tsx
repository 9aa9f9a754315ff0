import { FormField } from '@/components/ui/form-field';
import { heightRange, widthRange } from '../utils/embed-size';

interface SizeFieldsProps {
  width: string;
  height: string;
  widthError: string | undefined;
  heightError: string | undefined;
  onWidth: (value: string) => void;
  onHeight: (value: string) => void;
}

/** Width 300–800 and height 400–800 pixels, checked as they are typed. */
export function SizeFields({ width, height, widthError, heightError, onWidth, onHeight }: SizeFieldsProps) {
  return (
    <fieldset className="grid grid-cols-2 gap-4">
      <legend className="mb-2 text-sm font-medium">Size in pixels</legend>
      <FormField
        id="embed-width"
        label="Width"
        type="number"
        inputMode="numeric"
        min={widthRange.min}
        max={widthRange.max}
        step={10}
        value={width}
        onChange={(event) => onWidth(event.target.value)}
        hint={`${widthRange.min}–${widthRange.max}`}
        error={widthError}
      />
      <FormField
        id="embed-height"
        label="Height"
        type="number"
        inputMode="numeric"
        min={heightRange.min}
        max={heightRange.max}
        step={10}
        value={height}
        onChange={(event) => onHeight(event.target.value)}
        hint={`${heightRange.min}–${heightRange.max}`}
        error={heightError}
      />
    </fieldset>
  );
}
