import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '@/lib/cn';

interface ProgressProps {
  /** 0-100. */
  value: number;
  /** Names the bar for assistive tech, e.g. 'Application progress'. */
  label: string;
  className?: string;
}

/** A determinate progress bar (wizards, generation). */
export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      aria-label={label}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-paper-deep', className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-accent transition-transform duration-500 ease-out"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
