import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  neutral: 'border-line bg-paper-deep text-ink-soft',
  accent: 'border-accent/20 bg-accent-soft text-accent-strong',
  ink: 'border-ink bg-ink text-paper',
  success: 'border-success/20 bg-success/10 text-success',
  outline: 'border-ink/20 bg-transparent text-ink',
} as const;

export type BadgeVariant = keyof typeof variants;

interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

/** A small label: styles, specializations, statuses, '+N'. */
export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

interface ChipProps extends ComponentProps<'button'> {
  selected?: boolean;
}

/** A toggleable option (multi-select styles, filters): a button with aria-pressed. */
export function Chip({ selected = false, className, type = 'button', ...props }: ChipProps) {
  return (
    <button
      type={type}
      aria-pressed={selected}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
        selected
          ? 'border-ink bg-ink text-paper'
          : 'border-line bg-white text-ink-soft hover:border-ink/40 hover:text-ink',
        className,
      )}
      {...props}
    />
  );
}
