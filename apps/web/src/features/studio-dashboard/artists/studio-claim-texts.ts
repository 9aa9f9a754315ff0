import type { ClaimTexts } from '@/lib/claims';

/** The studio side's toasts (spec §8). */
export const studioClaimTexts = {
  create: { success: 'Claim sent!', failure: 'Failed to create claim' },
  approve: { success: 'Artist verified!', failure: 'Failed to approve claim' },
  deny: { success: 'Claim denied', failure: 'Failed to deny claim' },
  delist: { success: 'Artist delisted', failure: 'Failed to delist artist' },
} satisfies ClaimTexts;

/**
 * Withdrawing the studio's own pending claim is a deny by the claimant (→ cancelled); the spec has no words for it,
 * and 'Claim denied' would say the opposite of what the studio did.
 */
export const withdrawTexts = {
  deny: { success: 'Claim withdrawn', failure: 'Failed to withdraw claim' },
} satisfies ClaimTexts;

/** For mutateAsync's rejection: useClaimCommand's toast has already said what went wrong. */
export const failureToasted = () => undefined;
