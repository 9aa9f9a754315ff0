import type { Claim, ClaimParty, ClaimStatus } from '@inkbook/contracts/claim';
import { paths } from '@/config/paths';

/**
 * Whose dashboard a claim is shown on: the artist's ('Studio Verification Requests') or the studio's (the Artists
 * tab). The card, its actions and its history are one; only the words and which buttons a state offers differ.
 */
export type ClaimSide = ClaimParty;

/** The status in which a claim waits for this side's answer (Approve / Deny). */
export const awaitingAnswerFrom: Record<ClaimSide, ClaimStatus> = {
  artist: 'pending_artist_approval',
  studio: 'pending_studio_approval',
};

/** The status in which this side's own request waits for the other side (Withdraw). */
export const awaitingOther: Record<ClaimSide, ClaimStatus> = {
  artist: 'pending_studio_approval',
  studio: 'pending_artist_approval',
};

/** The other party of a claim as this side sees it: a studio for the artist, an artist for the studio. */
export interface Counterpart {
  name: string;
  /** Its public profile; null once the profile was deleted (the claim still deserves an answer). */
  href: string | null;
  image: string | null;
  /** Where it works, and for an artist their @handle; '' when there is nothing to say. */
  detail: string;
}

export function counterpartOf(claim: Claim, side: ClaimSide): Counterpart {
  if (side === 'artist') {
    const { studio } = claim;
    return {
      name: studio?.studioName ?? 'A studio no longer listed',
      href: studio ? paths.studio(studio.handle) : null,
      image: studio?.logo ?? null,
      detail: studio?.location ?? '',
    };
  }
  const { artist } = claim;
  if (!artist) {
    return {
      name: 'Removed artist',
      href: null,
      image: null,
      detail: "This artist's profile is no longer on Inkbook.",
    };
  }
  return {
    name: artist.artistName,
    href: paths.artist(artist.instagramHandle),
    image: artist.profileImage,
    detail: `@${artist.instagramHandle}${artist.location ? ` · ${artist.location}` : ''}`,
  };
}
