import type { ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'text-ink-soft hover:bg-paper-deep hover:text-ink',
  danger: 'text-accent hover:bg-accent-soft hover:text-accent-strong',
} as const;

/** The round, icon-only look of a row action (also used by the View link). */
export const iconActionClass = (tone: keyof typeof tones = 'neutral') =>
  cn(
    'inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors',
    'disabled:pointer-events-none disabled:opacity-55',
    tones[tone],
  );

interface IconActionProps extends Omit<ComponentProps<'button'>, 'className'> {
  /** The accessible name, e.g. 'Delete Maya Stone'. */
  label: string;
  /** The short visible hint on hover and focus, e.g. 'Delete'. */
  hint: string;
  isLoading?: boolean;
  tone?: keyof typeof tones;
}

/** An icon-only row action: named for assistive tech, hinted in a tooltip for everyone else. */
export function IconAction({
  label,
  hint,
  isLoading = false,
  disabled,
  tone,
  children,
  ...props
}: IconActionProps) {
  return (
    <Tooltip content={hint}>
      <button
        type="button"
        aria-label={label}
        disabled={disabled || isLoading}
        aria-busy={isLoading || undefined}
        className={iconActionClass(tone)}
        {...props}
      >
        {isLoading ? <Spinner label="" className="[&_svg]:size-4" /> : children}
      </button>
    </Tooltip>
  );
}
