import { cardLocation } from '@inkbook/contracts/location';
import type { StudioCard as StudioCardData } from '@inkbook/contracts/studio';
import { ChevronLeft, ChevronRight, Store } from 'lucide-react';
import { useMemo } from 'react';
import type { ListView } from '@/components/map/list-view';
import { mapPoints } from '@/components/map/map-point';
import { ResultsMapView } from '@/components/map/results-map-view';
import { cardDistance } from '@/components/near/card-near-line';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useStudios } from '../api/get-studios';
import type { useStudioListParams } from '../utils/list-params';
import { StudioCard } from './studio-card';

type ListState = ReturnType<typeof useStudioListParams>;

const toPoints = (studios: StudioCardData[]) =>
  mapPoints(studios, (studio) => ({
    id: studio.id,
    name: studio.studioName,
    place: cardLocation(studio.location) || null,
    lat: studio.locationLat,
    lng: studio.locationLng,
    distance: cardDistance(studio.distanceMiles),
    href: paths.studio(studio.handle),
  }));

function MapOfStudios({ studios, params, update }: { studios: StudioCardData[] } & ListState) {
  // One array per page of results: the map redraws its markers only when the page changes.
  const points = useMemo(() => toPoints(studios), [studios]);
  return (
    <ResultsMapView
      points={points}
      hidden={studios.length - points.length}
      near={params.near ?? ''}
      onSearchArea={(near, radius) => update({ near, radius: radius ?? undefined, sort: 'distance' })}
    />
  );
}

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function StudioSkeletons() {
  return (
    <div role="status" aria-label="Loading studios">
      <ul className={grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="overflow-hidden rounded-2xl border border-line bg-white">
            <Skeleton className="aspect-[16/9] rounded-none" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <div className="flex gap-2 pt-1">
                <Skeleton className="h-6 w-20 rounded-full" />
                <Skeleton className="h-6 w-16 rounded-full" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The server's page of studios, with loading, error, empty and paging states. */
export function StudioResults({ view, ...list }: ListState & { view: ListView }) {
  const { params, update, clear, isFiltered } = list;
  const { data, isPending, isError, isPlaceholderData, refetch } = useStudios(params);

  if (isPending) return <StudioSkeletons />;
  if (isError) {
    return (
      <div className="rounded-2xl border border-line bg-white/70 p-10 text-center">
        <p className="font-display text-2xl font-semibold">We couldn't load studios</p>
        <p className="mt-2 text-muted">Check your connection and try again.</p>
        <Button variant="outline" className="mt-6" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-16 text-center">
        <Store aria-hidden="true" className="size-10 text-muted/60" />
        <h2 className="mt-4 text-2xl font-semibold">No studios found</h2>
        <p className="mt-2 text-muted">
          {isFiltered ? 'No studios match your search' : 'Check back soon: new studios join every week.'}
        </p>
        {isFiltered ? (
          <Button variant="outline" className="mt-6" onClick={clear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div aria-busy={isPlaceholderData || undefined}>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {data.total} {data.total === 1 ? 'studio' : 'studios'}
        {pages > 1 ? ` · page ${data.page} of ${pages}` : ''}
      </p>
      {view === 'map' ? (
        <MapOfStudios studios={data.items} {...list} />
      ) : (
        <ul className={`${grid} transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}>
          {data.items.map((studio, index) => (
            <StudioCard key={studio.id} studio={studio} priority={index < 3} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Studio pages" className="mt-10 flex items-center justify-center gap-3">
          <Button
            variant="outline"
            disabled={params.page <= 1}
            onClick={() => update({ page: params.page - 1 })}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <span className="text-sm text-muted">
            {data.page} / {pages}
          </span>
          <Button
            variant="outline"
            disabled={params.page >= pages}
            onClick={() => update({ page: params.page + 1 })}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
