// Claim states, labels, messages and the artist side's collapse: free of schemas, so screens that only show
// claims do not build zod (`claim.ts` builds its schemas from these).

/**
 * Studio-artist claims (spec §3, §4): a studio says an artist works there, the artist confirms (or the artist
 * asks and the studio confirms). Only `verified` shows as a badge on profiles.
 */
export const claimStatuses = [
  'pending_artist_approval',
  'pending_studio_approval',
  'verified',
  'denied_by_artist',
  'denied_by_studio',
  'cancelled',
] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** The two sides of a claim; each transition is made by one of them. */
export const claimParties = ['artist', 'studio'] as const;
export type ClaimParty = (typeof claimParties)[number];

/** The studio dashboard's badge per status (spec §4); both denials read 'Denied'. */
export const studioClaimLabels: Record<ClaimStatus, string> = {
  pending_artist_approval: 'Waiting for Artist',
  pending_studio_approval: 'Needs Your Approval',
  verified: 'Verified',
  denied_by_artist: 'Denied',
  denied_by_studio: 'Denied',
  cancelled: 'Cancelled',
};

/** The artist side speaks of three states: pending (Approve/Deny), verified (Delist), denied (Approve again). */
export type ArtistClaimState = 'pending' | 'verified' | 'denied';
export function artistClaimState(status: ClaimStatus): ArtistClaimState {
  if (status === 'verified') return 'verified';
  if (status === 'pending_artist_approval' || status === 'pending_studio_approval') return 'pending';
  return 'denied';
}

export const CLAIM_NOT_FOUND = 'Claim not found';
/** One open (pending) or verified claim per studio and artist (409). */
export const CLAIM_EXISTS = 'This studio and artist already have an open or verified claim';
/** An account that holds both profiles has no one else to confirm a claim between them. */
export const CLAIM_SELF = 'A studio and an artist on the same account cannot verify each other';
/** The spec's artist re-approval message (PUT …/approve of a claim the artist denied). */
export const ARTIST_REREQUESTED = 'Artist re-requested verification';

const preference = (status: ClaimStatus) =>
  ({ pending: 2, verified: 1, denied: 0 })[artistClaimState(status)];

/**
 * The artist dashboard shows one claim per studio (spec §4): a pending one if any, else a verified one over a
 * denied one; among equals the most recently updated.
 */
export function collapseClaimsByStudio<
  C extends { studioId: string; status: ClaimStatus; updatedAt: string },
>(claims: readonly C[]): C[] {
  const best = new Map<string, C>();
  for (const claim of claims) {
    const current = best.get(claim.studioId);
    const better =
      !current ||
      preference(claim.status) > preference(current.status) ||
      (preference(claim.status) === preference(current.status) && claim.updatedAt > current.updatedAt);
    if (better) best.set(claim.studioId, claim);
  }
  return [...best.values()];
}
