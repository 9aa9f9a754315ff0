import type { ClaimHistoryEntry, ClaimStatus } from '@inkbook/contracts/claim';

/** Spec §4's artist-side wording: pending, verified, denied. */
export const claimStateLabels: Record<ClaimStatus, string> = {
  pending_artist_approval: 'Pending',
  pending_studio_approval: 'Pending',
  verified: 'Verified',
  denied_by_artist: 'Denied',
  denied_by_studio: 'Denied',
  cancelled: 'Cancelled',
};

/** One line under the label saying who the claim waits on, or what ended it. */
export const claimStateNotes: Record<ClaimStatus, string> = {
  pending_artist_approval: 'This studio says you work there. Approve to show its badge on your profile.',
  pending_studio_approval: 'You asked this studio to verify you. Waiting for the studio to confirm.',
  verified: 'The studio badge shows on your public profile.',
  denied_by_artist: 'You denied this request.',
  denied_by_studio: 'The studio declined your request.',
  cancelled: 'This request was withdrawn or removed.',
};

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
