import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { OverviewSkeleton } from '../overview/overview-skeleton';

/** The dashboard's header, tabs and Overview at about their size, so nothing below moves when they arrive. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your studio dashboard" className="flex flex-col gap-6 sm:gap-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-10 w-64 max-w-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
        <div className="flex gap-2">
          <Skeleton className="h-10 w-40 rounded-full" />
          <Skeleton className="h-10 w-32 rounded-full" />
        </div>
      </div>
      <Skeleton className="h-11 w-full max-w-2xl rounded-full" />
      <OverviewSkeleton />
      <SkeletonText lines={3} />
    </div>
  );
}
