import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** The session lists while they load: two days' headings and their sessions, at about their size. */
export function SessionsSkeleton() {
  return (
    <div role="status" aria-label="Loading your sessions" className="flex flex-col gap-5">
      {['first', 'second'].map((day) => (
        <div key={day} className="flex flex-col gap-2">
          <Skeleton className="h-5 w-48" />
          <div className="grid gap-2 sm:grid-cols-2">
            <Skeleton className="h-24 rounded-xl" />
            <Skeleton className="h-24 rounded-xl" />
          </div>
        </div>
      ))}
    </div>
  );
}

interface LoadFailedProps {
  /** What failed to load: 'your bookings'. */
  what: string;
  retry: () => unknown;
  isRetrying: boolean;
}

/** A read that failed: says so and offers to try again. */
export function LoadFailed({ what, retry, isRetrying }: LoadFailedProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-sm text-accent-strong">
        Failed to load {what}. Please try again.
      </p>
      <Button variant="outline" size="sm" onClick={() => void retry()} isLoading={isRetrying}>
        Try Again
      </Button>
    </div>
  );
}
