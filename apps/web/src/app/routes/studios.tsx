import { PageTitle } from '@/components/page-title';
import { StudioListControls } from '@/features/studios/components/studio-list-controls';
import { StudioResults } from '@/features/studios/components/studio-results';
import { useStudioListParams } from '@/features/studios/utils/list-params';

/** /studios: search, filter by specialization (?specialization= presets it), sort and page on the server. */
export default function StudiosRoute() {
  const list = useStudioListParams();
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
      <section aria-label="Studios" className="mt-8">
        <StudioResults {...list} />
      </section>
    </div>
  );
}
