import type { ArtistCard as ArtistCardData } from '@inkbook/contracts/artist';
import { artistCardCover, leadImageSizes } from '@inkbook/contracts/lead-image';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { CardNearLine } from '@/components/near/card-near-line';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { StyleChips } from './style-chips';

/** One artist in the list: their best work as the cover, portrait, name, place and styles. */
export function ArtistCard({ artist, priority = false }: { artist: ArtistCardData; priority?: boolean }) {
  const cover = artistCardCover(artist);
  return (
    <li>
      <Link
        to={paths.artist(artist.instagramHandle)}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm shadow-ink/5 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink/10 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
      >
        <MediaImage
          src={cover}
          alt=""
          sizes={leadImageSizes.artistCard}
          aspect="4/5"
          priority={priority}
          fallback={artist.artistName}
          // One card per row on phones: a shorter cover keeps more than one artist on screen.
          className="max-sm:aspect-[4/3]!"
          imgClassName="transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <div className="relative flex flex-1 flex-col gap-3 p-4 pt-9">
          <div className="absolute -top-8 left-4 size-16 overflow-hidden rounded-full border-4 border-white bg-white shadow-md">
            <MediaImage
              src={artist.profileImage}
              alt=""
              sizes="64px"
              aspect="1/1"
              fallback={artist.artistName}
              className="size-full [&_span]:text-2xl"
            />
          </div>
          <div>
            <h2 className="font-display text-xl leading-tight font-semibold text-ink group-hover:text-accent">
              {artist.artistName}
            </h2>
            {artist.cardLocation ? (
              <p className="mt-1 flex items-center gap-1 text-sm text-muted">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                {artist.cardLocation}
              </p>
            ) : null}
            <CardNearLine distanceMiles={artist.distanceMiles} books={artist.books} />
          </div>
          <StyleChips styles={artist.tattooStyles} max={3} className="mt-auto" />
        </div>
      </Link>
    </li>
  );
}

export function ArtistCardSkeleton() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-2xl border border-line bg-white">
      <Skeleton className="aspect-[4/5] rounded-none max-sm:aspect-[4/3]" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2">
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
      </div>
    </li>
  );
}
