import { Inbox } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useArtistClaims } from '@/lib/claims';
import { visibleRequests } from '../utils/visible-requests';
import { ClaimCard } from './claim-card';
import { ClaimListSkeleton } from './claim-list-skeleton';

interface ClaimsBodyProps {
  artistId: string;
  /** The section's heading: focus goes there when a request the artist withdrew or delisted leaves the list. */
  heading: () => HTMLElement | null;
}

/** The requests themselves: loaded, kept live, one card per studio. */
export function ClaimsBody({ artistId, heading }: ClaimsBodyProps) {
  const claims = useArtistClaims(artistId);
  // The claim whose card (and maybe its open dialog) holds focus and is about to leave the list.
  const leaving = useRef<string | null>(null);
  const requests = claims.data ? visibleRequests(claims.data) : [];
  useEffect(() => {
    if (leaving.current && !requests.some((claim) => claim.id === leaving.current)) {
      leaving.current = null;
      heading()?.focus();
    }
  });

  if (claims.isPending) return <ClaimListSkeleton />;
  if (claims.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-accent-strong">
          We couldn't load your verification requests. Please try again.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void claims.refetch()}
          isLoading={claims.isFetching}
        >
          Try Again
        </Button>
      </div>
    );
  }
  if (requests.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-8 text-center">
        <Inbox aria-hidden="true" className="size-8 text-muted" />
        <p className="font-semibold text-ink">No verification requests yet</p>
        <p className="max-w-md text-sm text-muted">
          When a studio lists you as one of its artists, its request shows here. You can also ask a studio to
          verify you from its profile page.
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Verification requests" className="flex flex-col gap-3">
      {requests.map((claim) => (
        <li key={claim.studioId}>
          <ClaimCard
            claim={claim}
            onLeaving={(isLeaving) => {
              leaving.current = isLeaving ? claim.id : null;
            }}
          />
        </li>
      ))}
    </ul>
  );
}
