import { Skeleton } from '@/components/ui/skeleton';

/** The five stat cards at their size. */
export function OverviewSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {['artists', 'waiting', 'inquiries', 'photos', 'status'].map((key) => (
        <Skeleton key={key} className="h-28 rounded-2xl" />
      ))}
    </div>
  );
}
