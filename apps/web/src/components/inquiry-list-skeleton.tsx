import { Skeleton } from '@/components/ui/skeleton';

/** Three cards' height, so what follows the inbox does not jump when a page of cards arrives. */
export function InquiryListSkeleton() {
  return (
    <div role="status" aria-label="Loading inquiries" className="flex flex-col gap-3">
      <Skeleton className="h-56 w-full rounded-2xl sm:h-40" />
      <Skeleton className="h-56 w-full rounded-2xl sm:h-40" />
      <Skeleton className="h-56 w-full rounded-2xl sm:h-40" />
    </div>
  );
}
