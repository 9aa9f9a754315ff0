import { MediaImage } from '@/components/media-image';

interface ArtistSummaryProps {
  artist: { artistName: string; instagramHandle: string; profileImage: string | null; location: string };
}

/** Photo, name, @handle and location: how an artist reads in the search results (its row has the button). */
export function ArtistSummary({ artist }: ArtistSummaryProps) {
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
        <p className="font-semibold break-words text-ink">{artist.artistName}</p>
        <p className="text-sm break-words text-muted">
          @{artist.instagramHandle}
          {artist.location ? ` · ${artist.location}` : ''}
        </p>
      </div>
    </div>
  );
}
