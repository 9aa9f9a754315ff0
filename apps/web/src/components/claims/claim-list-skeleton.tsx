import { Skeleton, SkeletonAvatar } from '@/components/ui/skeleton';

/** Two claim cards at about their size, while the list's code and data arrive; `label` is what is loading. */
export function ClaimListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {['first', 'second'].map((key) => (
        <div key={key} className="flex gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5">
          <SkeletonAvatar className="size-12 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2 max-w-60" />
            <Skeleton className="h-4 w-1/3 max-w-40" />
            <Skeleton className="mt-2 h-9 w-44 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
