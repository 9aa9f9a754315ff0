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

/** Lines of text; the last one shorter, like a real paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, line) => `line-${line}`).map((key, line) => (
        <Skeleton key={key} className={cn('h-4', line === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}

/** A round avatar placeholder. */
export function SkeletonAvatar({ className }: { className?: string }) {
  return <Skeleton className={cn('size-12 rounded-full', className)} />;
}

/** A profile card placeholder: image box of the card's aspect, then a title and two lines. */
export function SkeletonCard({ aspect = '4/5', className }: { aspect?: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('overflow-hidden rounded-2xl border border-line bg-white/70', className)}
    >
      <Skeleton className="rounded-none" style={{ aspectRatio: aspect }} />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <div className="mt-1 flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      </div>
    </div>
  );
}
