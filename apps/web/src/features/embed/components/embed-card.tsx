import type { ArtistProfile } from '@inkbook/contracts/artist';
import { cardLocation } from '@inkbook/contracts/location';
import { ArrowUpRight, MapPin } from 'lucide-react';
import { MediaImage } from '@/components/media-image';
import { paths } from '@/config/paths';

interface EmbedCardProps {
  artist: ArtistProfile;
  width: number;
  height: number;
  showProfileLink: boolean;
}

const STYLE_COUNT = 3;

/** The artist card other sites frame: cover, photo, name, place, styles, three works and a link home. */
export function EmbedCard({ artist, width, height, showProfileLink }: EmbedCardProps) {
  const [cover, ...rest] = artist.portfolioImages;
  const thumbs = rest.slice(0, 3);
  const place = cardLocation(artist.location);
  const profileUrl = `${window.location.origin}${paths.artist(artist.instagramHandle)}`;
  return (
    <article
      aria-label={`${artist.artistName} on Inkbook`}
      style={{ width, height }}
      className="flex max-w-full flex-col overflow-hidden rounded-2xl border border-line bg-white text-ink shadow-sm"
    >
      <MediaImage
        src={cover ?? artist.profileImage}
        alt={`Tattoo by ${artist.artistName}`}
        aspect="16/10"
        sizes={`${width}px`}
        priority
        // The cover takes whatever height the frame leaves; the details below never shrink.
        className="min-h-16 flex-1"
      />
      <div className="relative flex shrink-0 flex-col px-4 pt-9 pb-3">
        <div className="absolute -top-8 left-4 size-16 overflow-hidden rounded-full border-4 border-white bg-paper-deep shadow">
          <MediaImage
            src={artist.profileImage}
            alt=""
            aspect="1/1"
            sizes="64px"
            fallback={artist.artistName}
            priority
          />
        </div>
        <p className="absolute top-2 right-4 text-[11px] font-semibold tracking-[0.18em] text-accent uppercase">
          Inkbook
        </p>
        <h1 className="truncate font-display text-xl font-semibold">{artist.artistName}</h1>
        {place ? (
          <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-muted">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {place}
          </p>
        ) : null}
        {artist.tattooStyles.length > 0 ? (
          <ul aria-label="Styles" className="mt-3 flex h-6 flex-wrap gap-1.5 overflow-hidden">
            {artist.tattooStyles.slice(0, STYLE_COUNT).map((style) => (
              <li
                key={style}
                className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs leading-5 font-medium text-ink-soft"
              >
                {style}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {thumbs.length > 0 ? (
        <ul aria-label="Recent work" className="grid shrink-0 grid-cols-3 gap-1.5 px-4">
          {thumbs.map((src, index) => (
            <li key={src}>
              <MediaImage
                src={src}
                alt={`Tattoo ${index + 2} by ${artist.artistName}`}
                aspect="1/1"
                sizes={`${Math.round(width / 3)}px`}
                className="rounded-lg"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {showProfileLink ? (
        <a
          href={profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="m-4 mt-3 inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-full bg-ink text-sm font-medium text-paper hover:bg-ink-soft"
        >
          View full profile
          <ArrowUpRight aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <div className="shrink-0 pb-4" />
      )}
    </article>
  );
}
