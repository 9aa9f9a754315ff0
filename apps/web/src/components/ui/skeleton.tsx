import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block while content loads; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-shimmer rounded-md bg-paper-deep motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
