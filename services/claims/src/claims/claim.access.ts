import type { ClaimedBy, ClaimParty } from '@inkbook/contracts/claim';
import { CLAIM_SELF } from '@inkbook/contracts/claim-status';
import { isUuid } from '@inkbook/contracts/fields';
import { isArtistRole, isStudioRole, type SessionUser } from '@inkbook/contracts/identity';
import { badRequest, forbidden } from '@inkbook/service-kit';
import type { ClaimActor } from './claim.transitions';

// Authorization of every claims route (issue 14), enforced here where the claims live. A claim concerns two
// parties: its artist (an `artist` or `artist-studio` login holding that artistId) and its studio (a `studio` or
// `artist-studio` login holding that studioId). Admins read every claim and change none.

const isArtist = (user: SessionUser, artistId: string) =>
  isArtistRole(user.role) && user.artistId === artistId;
const isStudio = (user: SessionUser, studioId: string) =>
  isStudioRole(user.role) && user.studioId === studioId;

/**
 * Which side `user` makes a new claim for: a studio claims for its own studio, an artist asks for its own profile
 * (403 otherwise). An account holding both profiles has no one else to confirm (400).
 */
export function claimantSide(user: SessionUser, claim: { studioId: string; artistId: string }): ClaimedBy {
  const studio = isStudio(user, claim.studioId);
  const artist = isArtist(user, claim.artistId);
  if (studio && artist) throw badRequest(CLAIM_SELF);
  if (studio) return 'studio';
  if (artist) return 'artist';
  throw forbidden('You can only make claims for your own studio or artist profile');
}

/** Who `user` is to a claim: one of its parties, an admin, or nobody (who is not told it exists). */
export function actorOf(
  user: SessionUser,
  claim: { studio_id: string; artist_id: string },
): ClaimActor | null {
  if (isStudio(user, claim.studio_id)) return 'studio';
  if (isArtist(user, claim.artist_id)) return 'artist';
  return user.role === 'admin' ? 'admin' : null;
}

/** List reads: the artist's (or studio's) own claims, or any for an admin; ids are public, so others get 403. */
export function assertReadsParty(user: SessionUser, party: ClaimParty, id: string): void {
  const own = party === 'artist' ? isArtist(user, id) : isStudio(user, id);
  if (!own && user.role !== 'admin') throw forbidden();
}

/** Ids that are not UUIDs name nothing: 404 before the database sees them. */
export const existingId = (id: string) => (isUuid(id) ? id : null);
