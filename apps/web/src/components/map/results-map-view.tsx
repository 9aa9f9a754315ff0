import { Suspense } from 'react';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { Skeleton } from '../ui/skeleton';
import { loadResultsMap } from './load-results-map';
import type { ResultsMapProps } from './results-map';

/** The map's code stays out of the list's first load; it comes when the Map view is chosen (or about to be). */
export const resultsMap = lazyWhenIdle(loadResultsMap);

export function ResultsMapView(props: ResultsMapProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the map">
          <Skeleton className="h-[60vh] min-h-80 rounded-2xl" />
        </div>
      }
    >
      <resultsMap.Component {...props} />
    </Suspense>
  );
}
