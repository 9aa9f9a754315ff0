import { PageTitle } from '@/components/page-title';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * Shown while the server confirms a session this browser remembers signing in (the local hint): the
 * dashboard's outline instead of a sign-in form that would flash away.
 */
export function SessionCheck() {
  return (
    <div role="status" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Admin Dashboard" />
      <span className="sr-only">Checking your session…</span>
      <div aria-hidden="true">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="mt-3 h-12 w-72 max-w-full" />
        <div className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} className="h-28 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="mt-12 h-80 rounded-2xl" />
      </div>
    </div>
  );
}
