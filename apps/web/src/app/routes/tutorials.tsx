import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { TutorialLibrary } from '@/features/tutorials/components/tutorial-library';

/** /tutorials (Learn): short videos for artists and studios, by category. */
export default function TutorialsRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Video Tutorials" />
      <header className="mb-10 max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Learn</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Video Tutorials</h1>
        <p className="mt-4 text-lg text-muted">
          Short, practical videos on getting listed, building a portfolio clients trust and growing your
          bookings.
        </p>
      </header>
      <TutorialLibrary />
      <section
        aria-labelledby="tutorials-next"
        className="mt-16 flex flex-col gap-6 rounded-3xl bg-ink px-6 py-10 text-paper sm:px-10 md:flex-row md:items-center md:justify-between"
      >
        <div className="max-w-xl">
          <h2 id="tutorials-next" className="text-3xl font-semibold">
            Ready to get booked?
          </h2>
          <p className="mt-2 text-paper/75">
            Apply in about five minutes. Our team reviews every profile within 24–48 hours.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.apply} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
            Apply Now
          </Link>
          <Link
            to={paths.discover}
            className={buttonStyles({
              variant: 'outline',
              size: 'lg',
              className: 'border-paper/40 text-paper hover:border-paper hover:bg-paper/10',
            })}
          >
            Discover Artists
          </Link>
        </div>
      </section>
    </div>
  );
}
