import type { Claim } from '@inkbook/contracts/claim';
import { collapseClaimsByStudio } from '@inkbook/contracts/claim-status';

/**
 * What 'Studio Verification Requests' lists: one claim per studio (spec §4), newest first. Cancelled claims are
 * left out before collapsing: a withdrawn request or a delisted verification is no longer a request, and an old
 * cancelled claim must not stand in for a studio the artist has nothing open with.
 */
export function visibleRequests(claims: readonly Claim[]): Claim[] {
  return collapseClaimsByStudio(claims.filter((claim) => claim.status !== 'cancelled')).sort((a, b) =>
    b.updatedAt.localeCompare(a.updatedAt),
  );
}
