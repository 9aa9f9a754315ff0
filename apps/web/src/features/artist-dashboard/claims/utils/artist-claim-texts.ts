import type { ClaimStatus } from '@inkbook/contracts/claim';
import type { ClaimTexts } from '@/lib/claims';

/** The message a deny sends when the artist turns a studio's claim down (spec §7). */
export const ARTIST_DECLINED = 'Artist declined verification request';
/**
 * Withdrawing the artist's own pending request is a deny by the claimant (→ cancelled). The spec has no words for
 * it; 'Request denied' would say the studio was turned down, so it has its own.
 */
export const ARTIST_WITHDREW = 'Artist withdrew verification request';

/** The artist side's toasts (spec §8); which ones a card uses depends on the state its claim is in. */
const texts = {
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

export function artistClaimTexts(status: ClaimStatus): ClaimTexts {
  switch (status) {
    case 'pending_artist_approval':
      return texts.answer;
    case 'pending_studio_approval':
      return texts.withdraw;
    case 'verified':
      return texts.delist;
    case 'denied_by_artist':
      return texts.approveAgain;
    case 'denied_by_studio':
      return texts.askAgain;
    default:
      return {};
  }
}
