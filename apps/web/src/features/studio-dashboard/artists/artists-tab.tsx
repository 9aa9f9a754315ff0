import type { ClaimStatus } from '@inkbook/contracts/claim';
import type { Studio } from '@inkbook/contracts/studio';
import { useMemo, useRef } from 'react';
import { useStudioClaims } from '@/lib/claims';
import { ArtistSearch } from './artist-search';
import { StudioClaims } from './studio-claims';

/** Claims that block a new one for the same artist (the server answers 409 for a second open or verified claim). */
const live = new Set<ClaimStatus>(['pending_artist_approval', 'pending_studio_approval', 'verified']);

/**
 * The Artists tab (spec §2, issue 14): the studio's claims with their badges and actions, and the artist search. The
 * dashboard's one event stream keeps the claims live.
 */
export function ArtistsTab({ studio }: { studio: Studio }) {
  const claims = useStudioClaims(studio.id);
  const searchInput = useRef<HTMLInputElement>(null);
  const openClaims = useMemo(
    () =>
      new Map(
        (claims.data ?? [])
          .filter((claim) => live.has(claim.status))
          .map((claim) => [claim.artistId, claim.status] as const),
      ),
    [claims.data],
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <StudioClaims claims={claims} onFindArtists={() => searchInput.current?.focus()} />
      <ArtistSearch studioId={studio.id} openClaims={openClaims} inputRef={searchInput} />
    </div>
  );
}
