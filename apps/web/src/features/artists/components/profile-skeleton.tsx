import { Skeleton } from '@/components/ui/skeleton';

const tiles = Array.from({ length: 8 }, (_, n) => `tile-${n}`);

/** The profile's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading artist profile">
      <Skeleton className="h-56 rounded-none sm:h-80 lg:h-96" />
      <div className="mx-auto -mt-16 w-full max-w-6xl px-4 sm:px-6">
        <div className="rounded-2xl border border-line bg-white p-5 sm:p-7">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-end">
            <Skeleton className="-mt-20 aspect-[3/4] w-28 rounded-2xl sm:-mt-24 sm:w-36" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-9 w-64 max-w-full" />
              <Skeleton className="h-4 w-40" />
            </div>
          </div>
          <Skeleton className="mt-6 h-20 w-full" />
        </div>
        <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map((tile) => (
            <Skeleton key={tile} className="aspect-square rounded-xl" />
          ))}
        </div>
      </div>
    </div>
  );
}
