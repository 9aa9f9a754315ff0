import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { paths } from '@/config/paths';

interface ArtistSummaryProps {
  artist: { artistName: string; instagramHandle: string; profileImage: string | null; location: string };
  /** The name links to the public profile (a claim's artist); a search hit is not linked, its row has a button. */
  linked?: boolean;
}

/** Photo, name, @handle and location: how an artist reads in the search results and in the claims list. */
export function ArtistSummary({ artist, linked = false }: ArtistSummaryProps) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <MediaImage
        src={artist.profileImage}
        alt=""
        aspect="1/1"
        sizes="48px"
        fallback={artist.artistName}
        className="size-12 shrink-0 rounded-full [&_span]:text-lg"
      />
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">
          {linked ? (
            <Link
              to={paths.artist(artist.instagramHandle)}
              className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              {artist.artistName}
            </Link>
          ) : (
            artist.artistName
          )}
        </p>
        <p className="text-sm break-words text-muted">
          @{artist.instagramHandle}
          {artist.location ? ` · ${artist.location}` : ''}
        </p>
      </div>
    </div>
  );
}
