import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ClaimListSkeleton } from './claim-list-skeleton';

interface ClaimsLoadStateProps<T> {
  query: UseQueryResult<T, unknown>;
  /** The skeleton's name for screen readers, e.g. 'Loading your artists'. */
  loadingLabel: string;
  /** What failed, in the side's words. */
  errorText: string;
  children: (data: T) => ReactNode;
}

/**
 * A claims list as it loads: a skeleton, then the list; a failure with nothing to show says so with a retry that
 * shows it is working. A failed refresh of a list already on screen keeps the list (the next event or retry mends it).
 */
export function ClaimsLoadState<T>({ query, loadingLabel, errorText, children }: ClaimsLoadStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-accent-strong">
          {errorText}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} isLoading={query.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  return <ClaimListSkeleton label={loadingLabel} />;
}
