import type { ArtistCard as ArtistCardData } from '@inkbook/contracts/artist';
import type { ArtistListParams } from '@inkbook/contracts/artist-list';
import type { NearRadius } from '@inkbook/contracts/availability-rules';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import type { ListView } from '@/components/map/list-view';
import { mapPoints } from '@/components/map/map-point';
import { ResultsMapView } from '@/components/map/results-map-view';
import { cardDistance } from '@/components/near/card-near-line';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useArtists } from '../api/get-artists';
import { ArtistCard, ArtistCardSkeleton } from './artist-card';

/** Stable keys for the placeholder cards. */
const skeletonSlots = Array.from({ length: 8 }, (_, n) => `slot-${n}`);

const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

interface ArtistListProps {
  params: ArtistListParams;
  isFiltered: boolean;
  onPage: (page: number) => void;
  view: ListView;
  onSearchArea: (near: string, radius: NearRadius | null) => void;
}

const toPoints = (artists: ArtistCardData[]) =>
  mapPoints(artists, (artist) => ({
    id: artist.id,
    name: artist.artistName,
    place: artist.cardLocation || null,
    lat: artist.locationLat,
    lng: artist.locationLng,
    distance: cardDistance(artist.distanceMiles),
    href: paths.artist(artist.instagramHandle),
  }));

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent>
        <h2 className="text-2xl font-semibold">{title}</h2>
        <p className="mt-2 text-muted">{text}</p>
      </CardContent>
    </Card>
  );
}

/** The current page of artists from the server, with its loading, empty, error and paging states. */
export function ArtistList({ params, isFiltered, onPage, view, onSearchArea }: ArtistListProps) {
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useArtists(params);

  if (isPending) {
    return (
      <div role="status" aria-label="Loading artists">
        <ul className={gridClass}>
          {skeletonSlots.map((slot) => (
            <ArtistCardSkeleton key={slot} />
          ))}
        </ul>
      </div>
    );
  }

  if (isError) {
    return (
      <Card role="alert" className="mx-auto max-w-lg text-center">
        <CardContent className="flex flex-col items-center gap-4">
          <h2 className="text-2xl font-semibold">Artists could not be loaded</h2>
          <p className="text-muted">Something went wrong on our side. Please try again.</p>
          <Button size="sm" isLoading={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (data.items.length === 0) {
    return isFiltered ? (
      <EmptyState title="No artists match your search" text="Try another style or a shorter search." />
    ) : (
      <EmptyState title="No artists found" text="New artists are reviewed every day — check back soon." />
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first + data.items.length - 1;
  return (
    <div aria-busy={isPlaceholderData || undefined}>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {data.total === 1 ? '1 artist' : `Showing ${first}–${last} of ${data.total} artists`}
      </p>
      {view === 'map' ? (
        <MapOfArtists artists={data.items} near={params.near} onSearchArea={onSearchArea} />
      ) : (
        <ul
          aria-label="Artists"
          className={`${gridClass} transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.items.map((artist, index) => (
            <ArtistCard key={artist.id} artist={artist} priority={index < 4} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3">
          <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <span className="text-sm text-muted">
            Page {data.page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={data.page >= pages}
            onClick={() => onPage(data.page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function MapOfArtists({
  artists,
  near,
  onSearchArea,
}: {
  artists: ArtistCardData[];
  near: string;
  onSearchArea: ArtistListProps['onSearchArea'];
}) {
  // One array per page of results: the map redraws its markers only when the page changes.
  const points = useMemo(() => toPoints(artists), [artists]);
  return (
    <ResultsMapView
      points={points}
      hidden={artists.length - points.length}
      near={near}
      onSearchArea={onSearchArea}
    />
  );
}
