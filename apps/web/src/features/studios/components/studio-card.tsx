import { leadImageSizes, studioCardCover } from '@inkbook/contracts/lead-image';
import { cardLocation } from '@inkbook/contracts/location';
import type { StudioCard as StudioCardData } from '@inkbook/contracts/studio';
import { Camera, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { CardNearLine } from '@/components/near/card-near-line';
import { paths } from '@/config/paths';

const CHIP_COUNT = 3;

/** One studio in the list: cover, logo, name, place, tagline and its first specializations (spec §9: 3 then +N). */
export function StudioCard({ studio, priority = false }: { studio: StudioCardData; priority?: boolean }) {
  const cover = studioCardCover(studio);
  const extra = studio.specializations.length - CHIP_COUNT;
  const place = cardLocation(studio.location);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm shadow-ink/5 transition-shadow hover:shadow-lg hover:shadow-ink/10">
      <MediaImage
        src={cover}
        alt=""
        aspect="16/9"
        sizes={leadImageSizes.studioCard}
        priority={priority}
        fallback={studio.studioName}
        imgClassName="transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <div className="relative flex flex-1 flex-col px-5 pt-9 pb-5">
        <div className="absolute -top-8 left-5 size-16 overflow-hidden rounded-full border-4 border-white bg-ink shadow-md">
          {studio.logo ? (
            <MediaImage src={studio.logo} alt="" aspect="1/1" sizes="64px" className="size-full" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-full items-center justify-center font-display text-2xl text-paper"
            >
              {studio.studioName.slice(0, 1).toUpperCase()}
            </span>
          )}
        </div>
        <h3 className="text-xl font-semibold">
          {/* The whole card is the link's target area; the link itself keeps a short accessible name. */}
          <Link
            to={paths.studio(studio.handle)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
          >
            {studio.studioName}
          </Link>
        </h3>
        {place ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {place}
          </p>
        ) : null}
        <CardNearLine distanceMiles={studio.distanceMiles} books={studio.books} />
        {studio.tagline ? <p className="mt-3 line-clamp-2 text-sm text-ink-soft">{studio.tagline}</p> : null}
        {studio.specializations.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Specializations">
            {studio.specializations.slice(0, CHIP_COUNT).map((name) => (
              <li
                key={name}
                className="rounded-full bg-paper-deep px-2.5 py-1 text-xs font-medium text-ink-soft"
              >
                {name}
              </li>
            ))}
            {extra > 0 ? (
              <li className="rounded-full border border-line px-2.5 py-1 text-xs font-medium text-muted">
                +{extra}
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className="mt-auto flex items-center gap-4 pt-5 text-xs text-muted">
          <span className="flex items-center gap-1.5">
            <Camera aria-hidden="true" className="size-3.5" />
            {studio.photoCount} {studio.photoCount === 1 ? 'photo' : 'photos'}
          </span>
          {studio.establishedYear ? <span>Est. {studio.establishedYear}</span> : null}
        </p>
      </div>
    </li>
  );
}
