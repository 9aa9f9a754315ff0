import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

const highlights = [
  { title: 'Find your artist', text: 'Browse verified artists and studios by style and location.' },
  { title: 'Sketch your idea', text: 'Try concepts with the AI tattoo generator before you book.' },
  { title: 'Know the price', text: 'Get an honest estimate, then send an inquiry in minutes.' },
];

export default function LandingRoute() {
  return (
    <>
      <PageTitle />
      <section className="relative overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-24 size-[28rem] rounded-full bg-accent/10 blur-3xl"
        />
        <div className="relative mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:py-32">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Inkbook</p>
          <h1 className="mt-5 max-w-3xl font-display text-4xl leading-[1.05] font-semibold sm:text-6xl lg:text-7xl">
            The easiest way to book a tattoo you'll love
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">
            Discover talented tattoo artists and studios, share your idea, and book with confidence — like
            Airbnb, for tattoos.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.apply} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              Apply Now
            </Link>
            <Link to={paths.artists} className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              Browse Artists
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="how-it-helps" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-it-helps" className="sr-only">
          How Inkbook helps
        </h2>
        <ul className="grid gap-8 sm:grid-cols-3">
          {highlights.map((item, index) => (
            <li key={item.title} className="border-t-2 border-ink pt-5">
              <span className="font-display text-sm text-accent">{String(index + 1).padStart(2, '0')}</span>
              <h3 className="mt-2 text-2xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
