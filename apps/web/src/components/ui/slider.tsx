import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** One accessible name per thumb, in order (e.g. 'Minimum budget', 'Maximum budget'). */
  thumbLabels: readonly string[];
  /** What a thumb's value reads as to assistive tech ('$1,000'); the number itself when omitted. */
  valueText?: (value: number) => string;
}

/** A range input with one or more thumbs; arrow keys, Page Up/Down, Home and End move the focused thumb. */
export function Slider({ thumbLabels, valueText, className, ...props }: SliderProps) {
  const values = props.value ?? props.defaultValue ?? [];
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-paper-deep">
        <SliderPrimitive.Range className="absolute h-full bg-accent" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => {
        const value = values[index];
        return (
          <SliderPrimitive.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={valueText && value !== undefined ? valueText(value) : undefined}
            className={cn(
              'block size-6 rounded-full border-2 border-accent bg-white shadow-md transition-colors',
              'hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            )}
          />
        );
      })}
    </SliderPrimitive.Root>
  );
}
