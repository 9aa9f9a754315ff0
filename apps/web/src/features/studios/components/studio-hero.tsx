import type { SessionUser } from '@inkbook/contracts/identity';
import { leadImageSizes, STUDIO_BANNER_ASPECT, studioBanner } from '@inkbook/contracts/lead-image';
import type { StudioProfile } from '@inkbook/contracts/studio';
import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { BooksLine } from '@/components/books-line';
import { MediaImage } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';
import { StudioActions } from './studio-actions';
import { StudioStats } from './studio-stats';

/**
 * Banner (else the first studio photo, else a gradient), then the identity card that overlaps it. The banner box has
 * the banner's own aspect (capped on very wide screens), so a phone shows all of it rather than a middle slice that
 * cuts its lettering; the srcset's 1600 px rendition fills a desktop.
 */
export function StudioHero({
  studio,
  inquiryAction,
  viewer,
}: {
  studio: StudioProfile;
  inquiryAction?: ReactNode;
  viewer?: SessionUser | null;
}) {
  const cover = studioBanner(studio);
  return (
    <header>
      {cover ? (
        <MediaImage
          src={cover}
          alt={`${studio.studioName} studio`}
          sizes={leadImageSizes.profileBanner}
          aspect={`${STUDIO_BANNER_ASPECT}/1`}
          priority
          className="max-h-[32rem] w-full"
        />
      ) : (
        <div
          aria-hidden="true"
          className="max-h-[32rem] w-full bg-[radial-gradient(ellipse_at_top_left,var(--color-accent)_0%,transparent_55%),linear-gradient(135deg,var(--color-ink)_0%,var(--color-ink-soft)_100%)]"
          style={{ aspectRatio: `${STUDIO_BANNER_ASPECT}/1` }}
        />
      )}
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="relative -mt-8 rounded-3xl border border-line bg-white p-6 shadow-xl shadow-ink/5 sm:-mt-20 sm:p-8">
          <div className="flex flex-col gap-6 md:flex-row md:items-start">
            <div className="-mt-16 size-28 shrink-0 overflow-hidden rounded-full border-4 border-white bg-ink shadow-lg sm:-mt-20 sm:size-32">
              {studio.logo ? (
                <MediaImage
                  src={studio.logo}
                  alt={`${studio.studioName} logo`}
                  aspect="1/1"
                  sizes="128px"
                  priority
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-full items-center justify-center font-display text-5xl text-paper"
                >
                  {studio.studioName.slice(0, 1).toUpperCase()}
                </span>
              )}
            </div>
            <div className="min-w-0 flex-1">
              {/* A long name wraps (between words, or inside one too long for the line): never cut off. */}
              <h1 className="text-3xl font-semibold [overflow-wrap:anywhere] sm:text-4xl lg:text-5xl">
                {studio.studioName}
              </h1>
              {studio.tagline ? <p className="mt-2 text-lg text-ink-soft">{studio.tagline}</p> : null}
              <BooksLine books={studio.books} className="mt-3" />
              <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
                <span className="flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" />
                  {studio.location}
                </span>
                {studio.establishedYear ? (
                  <span className="flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    Established {studio.establishedYear}
                  </span>
                ) : null}
              </p>
              {studio.specializations.length > 0 ? (
                <ul aria-label="Specializations" className="mt-4 flex flex-wrap gap-1.5">
                  {studio.specializations.map((name) => (
                    <li key={name}>
                      <Badge>{name}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <StudioActions studio={studio} inquiryAction={inquiryAction} viewer={viewer} />
          </div>
          <StudioStats studio={studio} />
        </div>
      </div>
    </header>
  );
}
