import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Arrow keys move between options; the group is named by aria-label or aria-labelledby. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
}

interface RadioOptionProps extends ComponentProps<typeof RadioGroupPrimitive.Item> {
  label: string;
  description?: string;
}

/** One option as a bordered card row: the whole row is the click target. */
export function RadioOption({ id, label, description, className, ...props }: RadioOptionProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3.5 transition-colors hover:border-ink/40',
        'has-[[data-state=checked]]:border-ink has-[[data-state=checked]]:bg-paper-deep',
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        id={id}
        className={cn(
          'group mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border border-ink/40 bg-white',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=checked]:border-ink',
        )}
        {...props}
      >
        {/* The dot drawn by CSS from the item's state, not Radix's Indicator: that one mounts through Presence, which
            reads the page's styles as it mounts, a forced style pass inside the commit of every form with radios. */}
        <span
          aria-hidden="true"
          className="hidden size-2.5 rounded-full bg-ink group-data-[state=checked]:block"
        />
      </RadioGroupPrimitive.Item>
      <span className="flex flex-col">
        <span className="text-sm font-medium text-ink">{label}</span>
        {description ? <span className="text-sm text-muted">{description}</span> : null}
      </span>
    </label>
  );
}
