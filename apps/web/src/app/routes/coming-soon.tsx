import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent } from '@/components/ui/card';
import { type ComingSoonSlug, comingSoonSlugs, paths } from '@/config/paths';
import { comingSoonContent } from './coming-soon-content';
import NotFoundRoute from './not-found';

const isSlug = (value: string): value is ComingSoonSlug =>
  (comingSoonSlugs as readonly string[]).includes(value);

/** One component for all 'coming soon' routes; the path picks the copy. */
export default function ComingSoonRoute() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  if (!isSlug(slug)) return <NotFoundRoute />;
  const { title, description, features } = comingSoonContent[slug];

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <PageTitle title={title} />
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-accent"
      >
        <span aria-hidden="true">←</span> Back to Home
      </Link>
      <p className="mt-8 flex w-fit rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent-strong uppercase">
        In Development
      </p>
      <h1 className="mt-4 font-display text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{description}</p>
      <Card className="mt-10">
        <CardContent>
          <h2 className="text-xl font-semibold">What's coming</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {features.map((feature) => (
              <li key={feature} className="flex gap-3 text-ink-soft">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                {feature}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Link to={paths.home} className={buttonStyles({ variant: 'accent', size: 'lg', className: 'mt-10' })}>
        Explore Artists
      </Link>
    </section>
  );
}
