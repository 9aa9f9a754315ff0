import type { Claim, ClaimHistoryEntry } from '@inkbook/contracts/claim';
import type { ClaimWithProfilesRow } from './claim.repository';
import type { ClaimHistoryRow } from './claim.table';

export function toClaim(row: ClaimWithProfilesRow): Claim {
  return {
    id: row.id,
    studioId: row.studio_id,
    artistId: row.artist_id,
    status: row.status,
    claimedBy: row.claimed_by,
    message: row.message,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    artist:
      row.artist_name === null
        ? null
        : {
            id: row.artist_id,
            artistName: row.artist_name,
            profileImage: row.profile_image,
            instagramHandle: row.instagram_handle ?? '',
            location: row.artist_location ?? '',
          },
    studio:
      row.studio_name === null
        ? null
        : {
            id: row.studio_id,
            studioName: row.studio_name,
            logo: row.logo,
            handle: row.handle ?? '',
            location: row.studio_location ?? '',
          },
  };
}

export const toHistoryEntry = (row: ClaimHistoryRow): ClaimHistoryEntry => ({
  id: row.id,
  claimId: row.claim_id,
  actorRole: row.actor_role,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  message: row.message,
  createdAt: row.created_at,
});
