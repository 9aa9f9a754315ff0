import type { ArtistCard } from '@inkbook/contracts/artist';
import { artistCardCover, leadImageSizes } from '@inkbook/contracts/lead-image';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { buttonStyles } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { LandingStats } from './landing-stats';

interface LandingHeroProps {
  artists: ArtistCard[] | undefined;
  artistCount: number | null;
}

/** Three portfolio pieces from the featured artists, arranged like prints pinned to a wall. */
function HeroCollage({ artists }: { artists: ArtistCard[] | undefined }) {
  const pieces = (artists ?? [])
    .map((artist) => ({ src: artistCardCover(artist), name: artist.artistName }))
    .slice(0, 3);
  const frames = ['col-span-2 row-span-2', 'col-start-3', 'col-start-3 row-start-2'];
  return (
    <div aria-hidden="true" className="grid grid-cols-3 grid-rows-2 gap-3 sm:gap-4">
      {frames.map((frame, slot) => {
        const piece = pieces[slot];
        return (
          <div key={frame} className={`${frame} overflow-hidden rounded-2xl shadow-xl shadow-ink/15`}>
            {artists ? (
              <MediaImage
                src={piece?.src}
                alt=""
                aspect={slot === 0 ? 'auto' : '1/1'}
                sizes={slot === 0 ? leadImageSizes.landingCollage : '(min-width: 1024px) 180px, 33vw'}
                priority
                fallback={piece?.name ?? 'Inkbook'}
                className="size-full min-h-full"
              />
            ) : (
              <Skeleton className="size-full min-h-24 rounded-none" />
            )}
          </div>
        );
      })}
    </div>
  );
}

export function LandingHero({ artists, artistCount }: LandingHeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-line">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 size-[32rem] rounded-full bg-accent/10 blur-3xl"
      />
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div className="animate-rise">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase sm:text-sm">
            Like Airbnb, for tattoos
          </p>
          <h1 className="mt-4 font-display text-[2.6rem] leading-[1.02] font-semibold sm:text-6xl lg:text-[4.5rem]">
            The easiest way to book a tattoo you'll love
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">
            Discover verified tattoo artists and studios, explore their portfolios, and send an inquiry in
            minutes.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.apply} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              Apply Now
            </Link>
            <Link to={paths.artists} className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              Browse Artists
            </Link>
          </div>
          <div className="mt-10 max-w-lg">
            <LandingStats artistCount={artistCount} />
          </div>
        </div>
        <HeroCollage artists={artists} />
      </div>
    </section>
  );
}
