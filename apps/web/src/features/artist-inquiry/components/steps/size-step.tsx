import { colorStyles, complexityLevels, tattooSizes } from '@inkbook/contracts/tattoo-options';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { RadioField } from '@/components/radio-field';
import type { InquiryAnswers, InquirySize } from '../../utils/answers';
import { InlineQuote } from '../inline-quote';

/** 'custom' is the estimator's: the dialog offers the named sizes and 'Not Sure'. */
const sizes = tattooSizes
  .filter((size): size is (typeof tattooSizes)[number] & { value: InquirySize } => size.value !== 'custom')
  .map(({ value, label, inches }) => ({ value, label, description: inches }));

interface SizeStepProps {
  artistFirstName: string;
  /** The price of the flash piece booked (null: none): quoted instead of the estimate. */
  flashPrice: number | null;
}

/** Step 3: size (required), complexity and colour, and the inline estimate they give (or the flash price). */
export function SizeStep({ artistFirstName, flashPrice }: SizeStepProps) {
  const { control } = useFormContext<InquiryAnswers>();
  const [size, complexity, style, placements] = useWatch({
    control,
    name: ['size', 'complexity', 'style', 'placementAreas'],
  });
  return (
    <>
      <Controller
        control={control}
        name="size"
        render={({ field, fieldState }) => (
          <RadioField
            id="inquiry-size"
            label="How big should it be?"
            options={sizes}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="complexity"
        render={({ field }) => (
          <RadioField
            id="inquiry-complexity"
            label="How detailed is it?"
            options={complexityLevels}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="style"
        render={({ field }) => (
          <RadioField
            id="inquiry-style"
            label="Colour"
            options={colorStyles}
            value={field.value}
            onChange={field.onChange}
            columns={1}
          />
        )}
      />
      <InlineQuote
        size={size}
        complexity={complexity}
        style={style}
        placements={placements}
        artistFirstName={artistFirstName}
        flashPrice={flashPrice}
      />
    </>
  );
}
