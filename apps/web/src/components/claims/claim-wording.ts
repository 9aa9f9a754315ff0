import type { Claim, ClaimHistoryEntry, ClaimStatus } from '@inkbook/contracts/claim';
import { ARTIST_REREQUESTED, studioClaimLabels } from '@inkbook/contracts/claim-status';
import type { BadgeVariant } from '@/components/ui/badge';
import type { ClaimTexts } from '@/lib/claims';
import { awaitingAnswerFrom, type ClaimSide } from './claim-side';

/** Each side's badge words (spec §4): the artist speaks of pending, verified, denied; the studio of who it waits on. */
export const claimLabels: Record<ClaimSide, Record<ClaimStatus, string>> = {
  artist: {
    pending_artist_approval: 'Pending',
    pending_studio_approval: 'Pending',
    verified: 'Verified',
    denied_by_artist: 'Denied',
    denied_by_studio: 'Denied',
    cancelled: 'Cancelled',
  },
  studio: studioClaimLabels,
};

/** What waits on this side stands out; verified is good news; the other side's turn and the ends are quiet. */
export function badgeVariant(status: ClaimStatus, side: ClaimSide): BadgeVariant {
  if (status === awaitingAnswerFrom[side]) return 'accent';
  if (status === 'verified') return 'success';
  if (status === 'pending_artist_approval' || status === 'pending_studio_approval') return 'neutral';
  return 'outline';
}

/** The artist's line under the badge: who the claim waits on, or what ended it. */
const artistNotes: Record<ClaimStatus, string> = {
  pending_artist_approval: 'This studio says you work there. Approve to show its badge on your profile.',
  pending_studio_approval: 'You asked this studio to verify you. Waiting for the studio to confirm.',
  verified: 'The studio badge shows on your public profile.',
  denied_by_artist: 'You denied this request.',
  denied_by_studio: 'The studio declined your request.',
  cancelled: 'This request was withdrawn or removed.',
};

/** The studio's line under the badge: who started the claim (its roster is audited by that). */
export const claimNote = (claim: Claim, side: ClaimSide) =>
  side === 'artist'
    ? artistNotes[claim.status]
    : claim.claimedBy === 'studio'
      ? 'Your studio sent this claim'
      : 'The artist asked your studio';

/** What a history entry says its party did, from the status it left and the one it reached. */
export function historyAction({ fromStatus, toStatus }: Pick<ClaimHistoryEntry, 'fromStatus' | 'toStatus'>) {
  if (fromStatus === null) return 'sent the request';
  switch (toStatus) {
    case 'verified':
      return 'approved';
    case 'denied_by_artist':
    case 'denied_by_studio':
      return 'denied';
    case 'cancelled':
      return fromStatus === 'verified' ? 'removed the verification' : 'withdrew the request';
    default:
      return 'asked again';
  }
}

/** Who made a history entry: on the artist's side 'You' or the studio's name; on the studio's, the party's role. */
export const historyActor = (entry: Pick<ClaimHistoryEntry, 'actorRole'>, side: ClaimSide, other: string) =>
  side === 'artist'
    ? entry.actorRole === 'artist'
      ? 'You'
      : other
    : entry.actorRole === 'artist'
      ? 'Artist'
      : 'Studio';

/** The message a decision sends (spec §7 has the artist's; the studio's go without). */
export const decisionMessages: Record<
  ClaimSide,
  { decline?: string; withdraw?: string; approveAgain?: string }
> = {
  artist: {
    decline: 'Artist declined verification request',
    /**
     * Withdrawing one's own pending request is a deny by the claimant (→ cancelled). The spec has no words for it;
     * 'Request denied' would say the studio was turned down, so it has its own.
     */
    withdraw: 'Artist withdrew verification request',
    approveAgain: ARTIST_REREQUESTED,
  },
  studio: {},
};

/** The delist confirmation: what it removes, in each side's words (spec §4). */
export const delistTexts = (side: ClaimSide, name: string) =>
  side === 'artist'
    ? {
        title: 'Remove this verification?',
        description: `${name} will no longer show as a verified studio on your public profile, and you will leave its Verified Artists. Your profile stays active, and you can ask the studio to verify you again later.`,
        confirm: 'Remove Verification',
      }
    : {
        title: `Delist ${name}?`,
        description: `This removes ${name} from your studio page and removes the verified badge. The artist's profile stays active.`,
        confirm: 'Delist artist',
      };

/** The artist side's toasts (spec §8), by the state the claim is in when the button is pressed. */
const artistToasts = {
  answer: {
    approve: { success: 'Studio verified!', failure: 'Failed to approve request. Please try again.' },
    deny: { success: 'Request denied', failure: 'Failed to deny request. Please try again.' },
  },
  withdraw: {
    deny: { success: 'Request withdrawn', failure: 'Failed to withdraw request. Please try again.' },
  },
  delist: {
    delist: { success: 'Verification removed', failure: 'Failed to remove verification. Please try again.' },
  },
  approveAgain: {
    approve: { success: 'Studio verified!', failure: 'Failed to approve verification. Please try again.' },
  },
  // A claim the studio denied goes back to the studio, so nothing is verified yet: the spec has no text for it.
  askAgain: {
    approve: {
      success: 'Verification requested',
      failure: 'Failed to approve verification. Please try again.',
    },
  },
} satisfies Record<string, ClaimTexts>;

/** The studio side's toasts (spec §8); sending a new claim is the search's. */
export const studioToasts = {
  create: { success: 'Claim sent!', failure: 'Failed to create claim' },
  approve: { success: 'Artist verified!', failure: 'Failed to approve claim' },
  deny: { success: 'Claim denied', failure: 'Failed to deny claim' },
  delist: { success: 'Artist delisted', failure: 'Failed to delist artist' },
} satisfies ClaimTexts;

/**
 * Withdrawing the studio's own pending claim is a deny by the claimant (→ cancelled); 'Claim denied' would say the
 * opposite of what the studio did.
 */
const studioWithdraw = { deny: { success: 'Claim withdrawn', failure: 'Failed to withdraw claim' } };

/** The toasts of a card's buttons: which ones depend on the side and the state the claim is in. */
export function claimToasts(side: ClaimSide, status: ClaimStatus): ClaimTexts {
  if (side === 'studio') return status === 'pending_artist_approval' ? studioWithdraw : studioToasts;
  switch (status) {
    case 'pending_artist_approval':
      return artistToasts.answer;
    case 'pending_studio_approval':
      return artistToasts.withdraw;
    case 'verified':
      return artistToasts.delist;
    case 'denied_by_artist':
      return artistToasts.approveAgain;
    case 'denied_by_studio':
      return artistToasts.askAgain;
    default:
      return {};
  }
}
