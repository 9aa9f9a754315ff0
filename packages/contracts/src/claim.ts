import { z } from 'zod';
import { text, timestampSchema, uuidSchema } from './fields';
import { mediaUrlSchema } from './media';

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
export const claimStatusSchema = z.enum(claimStatuses);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

export const claimedBySchema = z.enum(['studio', 'artist']);
export type ClaimedBy = z.infer<typeof claimedBySchema>;

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

export const claimSchema = z.object({
  id: uuidSchema,
  studioId: uuidSchema,
  artistId: uuidSchema,
  status: claimStatusSchema,
  claimedBy: claimedBySchema,
  message: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** Summaries the claims service keeps from catalog events; null if the profile is gone. */
  artist: z
    .object({
      id: uuidSchema,
      artistName: z.string(),
      profileImage: mediaUrlSchema.nullable(),
      instagramHandle: z.string(),
      location: z.string(),
    })
    .nullable(),
  studio: z
    .object({
      id: uuidSchema,
      studioName: z.string(),
      logo: mediaUrlSchema.nullable(),
      handle: z.string(),
      location: z.string(),
    })
    .nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

const message = text({
  max: 500,
  label: 'Message',
  multiline: true,
  tooLong: 'Please keep the message under 500 characters',
}).optional();

/** POST /api/studio-artist-claims */
export const createClaimBodySchema = z.object({ studioId: uuidSchema, artistId: uuidSchema, message });
/** PUT /api/studio-artist-claims/{id}/approve and /deny ('Artist declined verification request', …). */
export const claimDecisionBodySchema = z.object({ message });
/** PUT …/delist answers the updated claim; the web reads its artistId. */
export const claimResponseSchema = claimSchema;

/** The two sides of a claim; each transition is made by one of them. */
export const claimPartySchema = z.enum(['artist', 'studio']);
export type ClaimParty = z.infer<typeof claimPartySchema>;

/** One transition of a claim (its creation included, `fromStatus` null): who, when, from, to and the message. */
export const claimHistoryEntrySchema = z.object({
  id: uuidSchema,
  claimId: uuidSchema,
  actorRole: claimPartySchema,
  fromStatus: claimStatusSchema.nullable(),
  toStatus: claimStatusSchema,
  message: z.string().nullable(),
  createdAt: timestampSchema,
});
export type ClaimHistoryEntry = z.infer<typeof claimHistoryEntrySchema>;

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
export function collapseClaimsByStudio<C extends Pick<Claim, 'studioId' | 'status' | 'updatedAt'>>(
  claims: readonly C[],
): C[] {
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
