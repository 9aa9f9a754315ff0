import { z } from 'zod';
import { claimParties, claimStatuses } from './claim-status';
import { text, timestampSchema, uuidSchema } from './fields';
import { mediaUrlSchema } from './media';

export const claimStatusSchema = z.enum(claimStatuses);
export type { ClaimParty, ClaimStatus } from './claim-status';

export const claimedBySchema = z.enum(['studio', 'artist']);
export type ClaimedBy = z.infer<typeof claimedBySchema>;

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

/** One transition of a claim (its creation included, `fromStatus` null): who, when, from, to and the message. */
export const claimPartySchema = z.enum(claimParties);

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
