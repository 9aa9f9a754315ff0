import { PageTitle } from '@/components/page-title';
import { EmbedGenerator } from '@/features/embed/components/embed-generator';

/** /embed-generator: the widget generator (spec §2); ?artist={handle} preselects the artist. */
export default function EmbedGeneratorRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Embed Widget" />
      <header className="mb-10 max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">For artists</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Put your Inkbook card on your website</h1>
        <p className="mt-4 text-lg text-muted">
          Show your photo, styles and latest work anywhere you can paste HTML. Visitors tap through to your
          full profile to book.
        </p>
      </header>
      <EmbedGenerator />
    </div>
  );
}
