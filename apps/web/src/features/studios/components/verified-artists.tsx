import type { StudioProfile } from '@inkbook/contracts/studio';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ProfileSection } from './profile-section';

/** Spec §9: 4 verified artists before 'View More Artists (N more)'. */
const FIRST_ARTISTS = 4;

type VerifiedArtist = StudioProfile['verifiedArtists'][number];

function ArtistTile({ artist }: { artist: VerifiedArtist }) {
  return (
    <li className="group relative overflow-hidden rounded-2xl border border-line bg-white">
      <MediaImage
        src={artist.profileImage}
        alt=""
        aspect="3/4"
        sizes="(min-width: 1024px) 200px, (min-width: 640px) 25vw, 50vw"
        fallback={artist.artistName}
        imgClassName="transition-transform duration-500 group-hover:scale-[1.04]"
      />
      <div className="p-3">
        <p className="flex items-center gap-1 font-semibold">
          <Link
            to={paths.artist(artist.instagramHandle)}
            className="truncate after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
          >
            {artist.artistName}
          </Link>
          <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-accent" />
        </p>
        <p className="truncate text-xs text-muted">{artist.location}</p>
      </div>
    </li>
  );
}

/** Artists the studio verified, linking to their profiles. */
export function VerifiedArtists({ studio }: { studio: StudioProfile }) {
  const [expanded, setExpanded] = useState(false);
  const artists = studio.verifiedArtists;
  const shown = expanded ? artists : artists.slice(0, FIRST_ARTISTS);
  const more = artists.length - FIRST_ARTISTS;
  return (
    <ProfileSection id="verified-artists" title="Verified Artists" aside={artists.length || undefined}>
      {artists.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-5 py-8 text-center text-muted">
          No verified artists yet. Artists who work at {studio.studioName} appear here once the studio
          verifies them.
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {shown.map((artist) => (
              <ArtistTile key={artist.id} artist={artist} />
            ))}
          </ul>
          {more > 0 ? (
            <Button variant="outline" className="mt-5" onClick={() => setExpanded((value) => !value)}>
              {expanded ? 'Show Fewer Artists' : `View More Artists (${more} more)`}
            </Button>
          ) : null}
        </>
      )}
    </ProfileSection>
  );
}
