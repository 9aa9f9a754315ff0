import { Inbox } from 'lucide-react';
import { ClaimCard } from '@/components/claims/claim-card';
import { ClaimsLoadState } from '@/components/claims/claims-load-state';
import { useArtistClaims } from '@/lib/claims';
import { visibleRequests } from '../utils/visible-requests';

interface ClaimsBodyProps {
  artistId: string;
  /** The section's heading: focus goes there when a request the artist withdrew or delisted leaves the list. */
  heading: () => HTMLElement | null;
}

/** The requests themselves: loaded, kept live, one card per studio. */
export function ClaimsBody({ artistId, heading }: ClaimsBodyProps) {
  return (
    <ClaimsLoadState
      query={useArtistClaims(artistId)}
      loadingLabel="Loading verification requests"
      errorText="We couldn't load your verification requests. Please try again."
    >
      {(claims) => {
        const requests = visibleRequests(claims);
        if (requests.length === 0) {
          return (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-8 text-center">
              <Inbox aria-hidden="true" className="size-8 text-muted" />
              <p className="font-semibold text-ink">No verification requests yet</p>
              <p className="max-w-md text-sm text-muted">
                When a studio lists you as one of its artists, its request shows here. You can also ask a
                studio to verify you from its profile page.
              </p>
            </div>
          );
        }
        return (
          <ul aria-label="Verification requests" className="flex flex-col gap-3">
            {requests.map((claim) => (
              <li key={claim.studioId}>
                <ClaimCard claim={claim} side="artist" focusList={() => heading()?.focus()} />
              </li>
            ))}
          </ul>
        );
      }}
    </ClaimsLoadState>
  );
}
