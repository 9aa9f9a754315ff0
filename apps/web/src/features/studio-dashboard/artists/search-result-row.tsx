import type { ArtistSearchResult } from '@inkbook/contracts/artist';
import type { ClaimStatus } from '@inkbook/contracts/claim';
import { Send } from 'lucide-react';
import { ClaimStatusBadge } from '@/components/claims/claim-status-badge';
import { studioToasts } from '@/components/claims/claim-wording';
import { Button } from '@/components/ui/button';
import { useClaimCommand } from '@/lib/claims';
import { ArtistSummary } from './artist-summary';

interface SearchResultRowProps {
  artist: ArtistSearchResult;
  studioId: string;
  /** The status of the studio's open or verified claim with this artist, if it has one (a second one is a 409). */
  openStatus: ClaimStatus | undefined;
}

/** One search hit: who the artist is, and 'Send claim' unless the studio already has a live claim with them. */
export function SearchResultRow({ artist, studioId, openStatus }: SearchResultRowProps) {
  const send = useClaimCommand(studioToasts);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <ArtistSummary artist={artist} />
      {openStatus ? (
        <span className="ml-auto">
          <ClaimStatusBadge status={openStatus} side="studio" />
        </span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          isLoading={send.isPending}
          aria-label={`Send claim to ${artist.artistName}`}
          onClick={() => send.mutate({ action: 'create', studioId, artistId: artist.id })}
          className="ml-auto"
        >
          {send.isPending ? null : <Send aria-hidden="true" className="size-4" />}
          {send.isPending ? 'Sending...' : 'Send claim'}
        </Button>
      )}
    </li>
  );
}
