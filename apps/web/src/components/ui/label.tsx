import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Always pass htmlFor: the label names its control for assistive tech and widens its click target. */
export function Label({ className, htmlFor, children, ...props }: ComponentProps<'label'>) {
  return (
    <label htmlFor={htmlFor} className={cn('block text-sm font-medium text-ink', className)} {...props}>
      {children}
    </label>
  );
}
