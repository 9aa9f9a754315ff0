import { useListView } from '@/components/map/list-view';
import { resultsMap } from '@/components/map/results-map-view';
import { ViewSwitch } from '@/components/map/view-switch';
import { PageTitle } from '@/components/page-title';
import { StudioListControls } from '@/features/studios/components/studio-list-controls';
import { StudioResults } from '@/features/studios/components/studio-results';
import { useStudioListParams } from '@/features/studios/utils/list-params';

/**
 * /studios: search, filter by specialization (?specialization= presets it), sort, Near me and page on the server;
 * the results as a list or a map (issue 26).
 */
export default function StudiosRoute() {
  const list = useStudioListParams();
  const [view, setView] = useListView();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Tattoo Studios" />
      <header className="mb-8 max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Discover</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Tattoo Studios</h1>
        <p className="mt-4 text-lg text-muted">
          Reviewed shops with resident artists, clear policies and a space you will want to sit in for hours.
        </p>
      </header>
      <StudioListControls {...list} />
      <div className="mt-6 flex justify-end">
        <ViewSwitch view={view} onView={setView} onPreload={resultsMap.preload} />
      </div>
      <section aria-label="Studios" className="mt-4">
        <StudioResults {...list} view={view} />
      </section>
    </div>
  );
}
