import { useListView } from '@/components/map/list-view';
import { resultsMap } from '@/components/map/results-map-view';
import { ViewSwitch } from '@/components/map/view-switch';
import { PageTitle } from '@/components/page-title';
import { ArtistFilters } from '@/features/artists/components/artist-filters';
import { ArtistList } from '@/features/artists/components/artist-list';
import { useListParams } from '@/features/artists/utils/list-params';

/** /artists (spec §2, issue 26): search, style, sort, order, Near me and List | Map, all kept in the URL. */
export default function ArtistsRoute() {
  const { params, update, place, clear, isFiltered } = useListParams();
  const [view, setView] = useListView();
  // A new page is a new location: the router's scroll restoration brings the reader back to the top.
  const onPage = (page: number) => update({ page });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Tattoo Artists" />
      <header className="mb-8 max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Discover</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Tattoo Artists</h1>
        <p className="mt-3 text-lg text-muted">
          Verified artists, reviewed by our team. Find the style you love, then book with confidence.
        </p>
      </header>
      <ArtistFilters params={params} onChange={update} onPlace={place} onClear={clear} />
      <div className="mt-6 flex justify-end">
        <ViewSwitch view={view} onView={setView} onPreload={resultsMap.preload} />
      </div>
      <div className="mt-4">
        <ArtistList
          params={params}
          isFiltered={isFiltered}
          onPage={onPage}
          view={view}
          onSearchArea={(near, radius) => update({ near, radius, sort: 'distance' })}
        />
      </div>
    </div>
  );
}
